import { createHash } from "node:crypto";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BODY_WEIGHT, FONT_WEIGHTS, HOSTED_FONTS, type HostedFont } from "../../engine/react.js";
import { cachedSubsetFont, type SubsetFont } from "./cachedSubsetFont.js";
import { fallbackFontFaces } from "./fallbackFontFace.js";
import { FONT_BUILD_FILE, FONT_FILES_DIR, FONT_URL_PREFIX, type BuiltFont, type FaceSet, type FontBuild } from "./FontBuild.js";
import { fontMetricsReader } from "./fontMetrics.js";
import { woff2Tables } from "./fontTables.js";
import { variationAxes } from "./fontVariations.js";
import { hostedFontSource, SUBSETS, type HostedFontSource, type Subset } from "./hostedFontSource.js";
import { unicodeRangeText } from "./unicodeRangeText.js";

/** Writes a font file under a name that carries its content's hash, and answers its URL. */
type WriteFile = (stem: string, bytes: Uint8Array) => string;

/**
 * The build step of the hosted fonts (site/scripts/buildFonts.mjs runs it): each font's latin and
 * latin-ext files cut to fontsource's unicode-range of the subset and to FONT_WEIGHTS, written to
 * `<clientDir>/fonts/`, with the @font-face rules and the fallback faces measured from these very
 * files in `<clientDir>/fonts.json`. The server reads that file; it measures nothing. `cacheDir`
 * keeps the cuts for the next build (cachedSubsetFont).
 */
export async function buildFontFiles(clientDir: string, { cacheDir }: { cacheDir?: string } = {}): Promise<FontBuild> {
  const subset = cachedSubsetFont(cacheDir);
  const filesDir = join(clientDir, FONT_FILES_DIR);
  rmSync(filesDir, { recursive: true, force: true });
  mkdirSync(filesDir, { recursive: true });
  const write: WriteFile = (stem, bytes) => {
    const name = `${stem}-${createHash("sha256").update(bytes).digest("hex").slice(0, 10)}.woff2`;
    writeFileSync(join(filesDir, name), bytes);
    return `${FONT_URL_PREFIX}${name}`;
  };
  const fonts = {} as Record<HostedFont, BuiltFont>;
  for (const font of HOSTED_FONTS) fonts[font] = await buildFont(font, subset, write);
  const build: FontBuild = { fonts };
  writeFileSync(join(clientDir, FONT_BUILD_FILE), JSON.stringify(build, null, 2));
  return build;
}

async function buildFont(font: HostedFont, subsetFont: SubsetFont, write: WriteFile): Promise<BuiltFont> {
  const source = hostedFontSource(font);
  const cutter: Cutter = {
    face: (subset, weight, url) =>
      `@font-face{font-family:"${font}";font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format("woff2");unicode-range:${source.unicodeRanges[subset]}}`,
    // Only the characters of the subset's unicode-range (those of fontsource's file), every layout feature kept.
    cut: (subset, { weight, axes, format = "woff2" } = {}) =>
      subsetFont(source.file(subset, weight), unicodeRangeText(source.unicodeRanges[subset]), { targetFormat: format, variationAxes: axes }),
    write,
  };
  return source.variable ? buildVariableFont(font, source, cutter) : buildStaticFont(font, source, cutter);
}

interface Cutter {
  /** An @font-face rule of the font: `weight` is its font-weight descriptor (one weight or a range). */
  face: (subset: Subset, weight: string, url: string) => string;
  /** The package's file of a subset (its file at `weight`, for a static font) cut to the subset, as WOFF2 unless told; `axes` instance a variable font. */
  cut: (
    subset: Subset,
    options?: { weight?: number; axes?: Record<string, number | { min: number; max: number }>; format?: "woff2" | "sfnt" },
  ) => Promise<Uint8Array>;
  write: WriteFile;
}

/**
 * Poppins has no variable version: one static file per subset and weight, in both roles (the browser
 * fetches only the weights a page shows).
 */
async function buildStaticFont(font: HostedFont, source: HostedFontSource, { face, cut, write }: Cutter): Promise<BuiltFont> {
  const faces: string[] = [];
  const latin: Record<string, string> = {};
  const latinFiles = new Map<number, Uint8Array>();
  for (const subset of SUBSETS) {
    for (const weight of FONT_WEIGHTS) {
      const bytes = await cut(subset, { weight });
      const url = write(`${source.id}-${subset}-${weight}`, bytes);
      faces.push(face(subset, String(weight), url));
      if (subset === "latin") {
        latin[weight] = url;
        latinFiles.set(weight, bytes);
      }
    }
  }
  const faceSet: FaceSet = { css: faces.join("\n"), latin };
  const measure = (sample: string, weight: number) => fontMetricsReader(latinFiles.get(weight)!)(sample, weight);
  return { text: faceSet, heading: faceSet, fallback: fallbackFontFaces(font, measure) };
}

/**
 * A variable font in two roles, chosen from what the demo home loads at 375 px (Raleway headings,
 * Inter text): the text font is set at 400, 600, 700 and 800 on one page, which four static
 * instances of Inter's latin file carry in 4 × 19–20 KB against 32 KB for one variable file; the
 * heading font is set at 800 alone, which a static instance carries in 21 KB (Raleway) against 46 KB.
 * So the text role gets one variable file per subset for the weights' whole range, and the heading
 * role a static latin instance per weight, of which a page fetches HEADING_WEIGHT's (latin-ext, which
 * few pages fetch at all, stays the one variable file, declared at each weight).
 */
async function buildVariableFont(font: HostedFont, source: HostedFontSource, { face, cut, write }: Cutter): Promise<BuiltFont> {
  const axis = variationAxes(woff2Tables(source.file("latin"))).find((axis) => axis.tag === "wght");
  if (!axis) throw new Error(`${font}'s variable file has no wght axis`);
  // Plus Jakarta Sans stops at 800: asking for 900 gets 800.
  const weights = FONT_WEIGHTS.filter((weight) => weight >= axis.min && weight <= axis.max);
  // The text file covers the body's weight and up; a lighter weight (spec §9 loads 300, no style asks
  // for it yet) is a static instance of its own, fetched only by a page that uses it: Inter's variable
  // file would grow from 32 to 41 KB for it on every page.
  const lighter = weights.filter((weight) => weight < BODY_WEIGHT);
  const textWeights = weights.filter((weight) => weight >= BODY_WEIGHT);
  const range = { min: textWeights[0]!, max: textWeights[textWeights.length - 1]! };
  const descriptor = `${range.min} ${range.max}`;

  const variable = {} as Record<Subset, { url: string; bytes: Uint8Array }>;
  for (const subset of SUBSETS) {
    // Instancing to the range drops the lighter masters' deltas where the font's default instance is
    // in the range (Inter's latin file: 41 → 32 KB); where it is Thin (Raleway, Montserrat), hb-subset
    // moves the default to 400, re-encodes every outline and delta around it and the file grows
    // (Raleway's: 46 → 53 KB). Both are cut and the smaller kept; the faces declare the range either way.
    // They are compared uncompressed: WOFF2's Brotli takes some 20 times as long as the cut, and of the
    // eight files each compares the same way compressed, by 10 % or more.
    const axes = { wght: range };
    const [ranged, whole] = await Promise.all([cut(subset, { axes, format: "sfnt" }), cut(subset, { format: "sfnt" })]);
    const bytes = await cut(subset, { axes: ranged.byteLength <= whole.byteLength ? axes : undefined });
    variable[subset] = { url: write(`${source.id}-${subset}-${range.min}-${range.max}`, bytes), bytes };
  }
  const textFaces = SUBSETS.map((subset) => face(subset, descriptor, variable[subset].url));
  const textLatin: Record<string, string> = Object.fromEntries(textWeights.map((weight) => [weight, variable.latin.url]));
  for (const weight of lighter) {
    for (const subset of SUBSETS) {
      const url = write(`${source.id}-${subset}-${weight}`, await cut(subset, { axes: { wght: weight } }));
      textFaces.push(face(subset, String(weight), url));
      if (subset === "latin") textLatin[weight] = url;
    }
  }
  const text: FaceSet = { css: textFaces.join("\n"), latin: textLatin };

  // Each weight's latin-ext face is the variable file declared at that weight: a browser combines a
  // family's faces by unicode-range only among faces of the same font-weight descriptor (Chromium, given
  // "800" for latin and "400 900" for latin-ext, took the latin-ext face alone and set headings in the fallback).
  const headingFaces: string[] = [];
  const headingLatin: Record<string, string> = {};
  for (const weight of weights) {
    const url = write(`${source.id}-latin-${weight}`, await cut("latin", { axes: { wght: weight } }));
    headingFaces.push(face("latin", String(weight), url), face("latin-ext", String(weight), variable["latin-ext"].url));
    headingLatin[weight] = url;
  }
  const heading: FaceSet = { css: headingFaces.join("\n"), latin: headingLatin };

  // The fallback stands in for the text file and the heading instances alike: a static instance has
  // the variable font's advance widths at its weight (tests/unit/fontAssets.test.ts checks it).
  const measure = fontMetricsReader(variable.latin.bytes);
  return { text, heading, fallback: fallbackFontFaces(font, measure) };
}
