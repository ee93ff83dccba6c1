import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { HostedFont } from "../../engine/react.js";

/** In the client build's folder (dist/client/): the fonts' manifest, and the folder of their files. */
export const FONT_BUILD_FILE = "fonts.json";
export const FONT_FILES_DIR = "fonts";
/** Where the files are served; their names carry a hash of their content, so they are immutable. */
export const FONT_URL_PREFIX = "/fonts/";

/** The @font-face rules of a font in one role, and the URL of its latin file per weight (what a page preloads). */
export interface FaceSet {
  css: string;
  latin: Record<string, string>;
}

export interface BuiltFont {
  /** When the font sets the text (alone, or the headings too): any weight of FONT_WEIGHTS. */
  text: FaceSet;
  /** When it sets only the headings: a file per weight, of which a page loads HEADING_WEIGHT's. */
  heading: FaceSet;
  /** The "<font> Fallback" faces, sized from these files. */
  fallback: string;
}

/** What site/server/buildFontFiles.ts writes at build time, so the server only reads it. */
export interface FontBuild {
  fonts: Record<HostedFont, BuiltFont>;
}

export function readFontBuild(clientDir: string): FontBuild {
  const file = join(clientDir, FONT_BUILD_FILE);
  try {
    return JSON.parse(readFileSync(file, "utf8")) as FontBuild;
  } catch {
    throw new Error(`The fonts build is missing (${file}); run 'npm run build' first`);
  }
}
