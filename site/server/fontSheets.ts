import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { HOSTED_FONTS, fontSheetPath, type HostedFont } from "../../engine/render/theme/fontStack.js";

const require = createRequire(import.meta.url);
const WEIGHTS = [300, 400, 500, 600, 700, 800, 900];

export interface FontSheet {
  css: string;
  /** Folder holding the font files the sheet points at. */
  filesDir: string;
  urlPrefix: string;
}

/**
 * One @font-face sheet per hosted font with the weights 300–900 (spec §9), latin and latin-ext
 * subsets, built at start-up from the @fontsource packages and served from this server.
 */
export function buildFontSheets(): Map<string, FontSheet> {
  const sheets = new Map<string, FontSheet>();
  for (const font of HOSTED_FONTS) {
    const slug = font.toLowerCase().replace(/ /g, "-");
    const dir = dirname(require.resolve(`@fontsource/${slug}/package.json`));
    const urlPrefix = `/fonts/${slug}/files/`;
    const parts: string[] = [];
    for (const weight of WEIGHTS) {
      for (const subset of ["latin-ext", "latin"]) {
        try {
          parts.push(readFileSync(join(dir, `${subset}-${weight}.css`), "utf8").replace(/url\(\.\/files\//g, `url(${urlPrefix}`));
        } catch {
          // this family has no such weight or subset
        }
      }
    }
    sheets.set(fontSheetPath(font as HostedFont), { css: parts.join("\n"), filesDir: join(dir, "files"), urlPrefix });
  }
  return sheets;
}
