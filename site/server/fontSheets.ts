import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { BODY_WEIGHT, fontSheetPath, HEADING_WEIGHT, HOSTED_FONTS, type HostedFont, type SiteFonts } from "../../engine/react.js";
import { fallbackFontFaces } from "./fallbackFontFace.js";
import { fontMetricsReader } from "./fontMetrics.js";

const require = createRequire(import.meta.url);

/** Weights 300 to 900 are loaded. */
const MIN_WEIGHT = 300;
const MAX_WEIGHT = 900;
const STATIC_WEIGHTS = [300, 400, 500, 600, 700, 800, 900];
/** latin-ext second: its unicode-range keeps it from downloading until a page shows such a character. */
const SUBSETS = ["latin", "latin-ext"] as const;
type Subset = (typeof SUBSETS)[number];

/**
 * Where each hosted font comes from: one variable file per subset for 300–900, except Poppins, which
 * has no variable version, so one static file per weight (the browser fetches only the weights used).
 */
const PACKAGES: Record<HostedFont, { name: string; variable: boolean }> = {
  "Raleway": { name: "@fontsource-variable/raleway", variable: true },
  "Inter": { name: "@fontsource-variable/inter", variable: true },
  "Poppins": { name: "@fontsource/poppins", variable: false },
  "Montserrat": { name: "@fontsource-variable/montserrat", variable: true },
  "Plus Jakarta Sans": { name: "@fontsource-variable/plus-jakarta-sans", variable: true },
};

export interface FontFiles {
  /** Absolute URL path ending in "/"; it holds the package version, so the files are immutable. */
  urlPrefix: string;
  filesDir: string;
}

export interface FontAssets {
  /** @font-face rules of these fonts (real faces, then the "<font> Fallback" faces), URLs absolute paths. */
  faceCss(fonts: readonly HostedFont[]): string;
  /**
   * URLs of the latin files the first paint uses: the heading font at the heading weight and the body
   * font at the body weight (one file per variable font). Emit them as
   * `<link rel="preload" as="font" type="font/woff2" href="…" crossorigin>`: without `crossorigin`
   * the browser fetches the font twice.
   */
  preloads(fonts: SiteFonts): string[];
  /** What the server mounts, with immutable caching. */
  files: FontFiles[];
  /** The per-font sheets at /fonts/<slug>.css (path → CSS), served until pages inline faceCss. */
  sheets: Map<string, string>;
}

interface HostedFontFiles {
  files: FontFiles;
  css: string;
  /** Absolute URL path of the latin file for a weight. */
  latinUrl(weight: number): string;
}

/**
 * The self-hosted fonts, built once at start-up from the @fontsource packages: the CSS of each font
 * and the metrics of its fallback face are computed here, not per request.
 */
export function createFontAssets(): FontAssets {
  const hosted = new Map(HOSTED_FONTS.map((font) => [font, hostFont(font)] as const));
  const of = (font: HostedFont) => hosted.get(font)!;
  const faceCss = (fonts: readonly HostedFont[]) => [...new Set(fonts)].map((font) => of(font).css).join("\n");
  return {
    faceCss,
    preloads: ({ heading, body }) => [...new Set([of(heading).latinUrl(HEADING_WEIGHT), of(body).latinUrl(BODY_WEIGHT)])],
    files: [...hosted.values()].map((font) => font.files),
    sheets: new Map(HOSTED_FONTS.map((font) => [fontSheetPath(font), faceCss([font])])),
  };
}

function hostFont(font: HostedFont): HostedFontFiles {
  const { name, variable } = PACKAGES[font];
  const packageDir = dirname(require.resolve(`${name}/package.json`));
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const id = name.slice(name.indexOf("/") + 1);
  const filesDir = join(packageDir, "files");
  const urlPrefix = `/fonts/${name.startsWith("@fontsource-variable/") ? `${id}-variable` : id}-${version}/`;
  const unicodeRanges = JSON.parse(readFileSync(join(packageDir, "unicode.json"), "utf8")) as Partial<Record<Subset, string>>;

  const fileName = (subset: Subset, weight: number) => (variable ? `${id}-${subset}-wght-normal.woff2` : `${id}-${subset}-${weight}-normal.woff2`);
  // one face per subset covering the whole range, or one per subset and weight
  const faceWeights = variable
    ? [{ descriptor: variableWeightRange(packageDir), weight: BODY_WEIGHT }]
    : STATIC_WEIGHTS.map((weight) => ({ descriptor: String(weight), weight }));
  const faces: string[] = [];
  for (const subset of SUBSETS) {
    const unicodeRange = unicodeRanges[subset];
    if (!unicodeRange) throw new Error(`${name} has no ${subset} subset`);
    for (const { descriptor, weight } of faceWeights) {
      const file = fileName(subset, weight);
      if (!existsSync(join(filesDir, file))) throw new Error(`${name} has no file ${file}`);
      faces.push(
        `@font-face{font-family:"${font}";font-style:normal;font-display:swap;font-weight:${descriptor};src:url(${urlPrefix}${file}) format("woff2");unicode-range:${unicodeRange}}`,
      );
    }
  }

  const readers = new Map<string, ReturnType<typeof fontMetricsReader>>();
  const measure = (sample: string, weight: number) => {
    const file = fileName("latin", weight);
    if (!readers.has(file)) readers.set(file, fontMetricsReader(readFileSync(join(filesDir, file))));
    return readers.get(file)!(sample, weight);
  };
  faces.push(fallbackFontFaces(font, measure));
  return { files: { urlPrefix, filesDir }, css: faces.join("\n"), latinUrl: (weight) => `${urlPrefix}${fileName("latin", weight)}` };
}

/** The file's wght axis within 300–900 (Plus Jakarta Sans stops at 800; asking for 900 gets 800). */
function variableWeightRange(packageDir: string): string {
  const metadata = JSON.parse(readFileSync(join(packageDir, "metadata.json"), "utf8")) as { variable?: { wght?: { min: string; max: string } } };
  const axis = metadata.variable?.wght;
  if (!axis) throw new Error(`${packageDir} has no wght axis`);
  return `${Math.max(MIN_WEIGHT, Number(axis.min))} ${Math.min(MAX_WEIGHT, Number(axis.max))}`;
}
