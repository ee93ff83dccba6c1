import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteFonts } from "../../engine/react.js";
import { BODY_WEIGHT, fallbackFamily, FONT_WEIGHTS, fontStack, HEADING_WEIGHT, HOSTED_FONTS, type HostedFont } from "../../engine/render/theme/fontStack.js";
import { characterMap } from "../../site/server/characterMap.js";
import { ARIAL, ARIAL_BOLD, BODY_SAMPLE, fallbackOverrides, HEADING_SAMPLE } from "../../site/server/fallbackFontFace.js";
import type { FontBuild } from "../../site/server/FontBuild.js";
import { fontMetricsReader, readFontMetrics } from "../../site/server/fontMetrics.js";
import { createFontAssets, type FontAssets } from "../../site/server/fontSheets.js";
import { need, woff2Tables } from "../../site/server/fontTables.js";
import { variationAxes } from "../../site/server/fontVariations.js";
import { hostedFontSource } from "../../site/server/hostedFontSource.js";
import { unicodeRangeText } from "../../site/server/unicodeRangeText.js";
import { buildFonts } from "../../site/scripts/buildFonts.mjs";

const root = resolve(import.meta.dirname, "../..");
let clientDir = "";
let build: FontBuild;
let assets: FontAssets;

// The build step itself, into a folder of its own (its cuts come from the build's cache when a build ran).
beforeAll(async () => {
  const cache = join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  clientDir = mkdtempSync(join(cache, "font-build-test-"));
  build = await buildFonts(root, clientDir);
  assets = createFontAssets(clientDir);
}, 180_000);

afterAll(() => {
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

/** The @font-face rules of a sheet as descriptor maps. */
function faces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body!.split(/;(?![^(]*\))/).map((declaration) => {
        const colon = declaration.indexOf(":");
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
    ),
  );
}

/** The file on disk a font URL is served from, through the mounts createServer registers. */
function fileOf(url: string): string | undefined {
  const mount = assets.files.find((files) => url.startsWith(files.urlPrefix));
  return mount && join(mount.filesDir, url.slice(mount.urlPrefix.length));
}
const bytesOf = (url: string) => readFileSync(fileOf(url)!);
const tablesOf = (url: string) => woff2Tables(bytesOf(url));

const urlsOf = (src: string) => [...src.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url!);
const LATIN_CORE = "U+0000-00FF";
const isLatin = (face: Record<string, string>) => face["unicode-range"]!.split(",").includes(LATIN_CORE);
const KB = 1024;
const other = (font: HostedFont): HostedFont => (font === "Inter" ? "Raleway" : "Inter");
/** The weights a font is hosted in: FONT_WEIGHTS within its wght axis (Plus Jakarta Sans stops at 800). */
const weightsOf = (font: HostedFont) => FONT_WEIGHTS.filter((weight) => font !== "Plus Jakarta Sans" || weight <= 800).map(String);

/** The seeded sites' fonts, from tenants/sites/. */
const seededSites = () =>
  readdirSync(join(root, "tenants", "sites"))
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ name, fonts: siteFonts(JSON.parse(readFileSync(join(root, "tenants", "sites", name), "utf8")).css) }));

describe.each(HOSTED_FONTS.map((font) => ({ font })))("hosted font $font", ({ font }) => {
  const textFaces = () => faces(assets.faceCss({ heading: font, body: font }));
  const headingFaces = () => faces(assets.faceCss({ heading: font, body: other(font) })).filter((face) => face["font-family"]!.startsWith(`"${font}`));
  const real = (all: Record<string, string>[]) => all.filter((face) => face["font-family"] === `"${font}"`);
  const fallback = (all: Record<string, string>[]) => all.filter((face) => face["font-family"] === `"${fallbackFamily(font)}"`);

  it("declares only its own and its fallback's faces, in either role", () => {
    for (const all of [textFaces(), headingFaces()]) {
      expect(real(all).length + fallback(all).length).toBe(all.length);
      expect(real(all).length).toBeGreaterThan(0);
    }
  });

  it("swaps in the web font and loads only what a page's characters need", () => {
    for (const all of [textFaces(), headingFaces()]) {
      for (const face of real(all)) {
        expect(face["font-display"]).toBe("swap");
        expect(face["font-style"]).toBe("normal");
        expect(face["unicode-range"], "a face without unicode-range downloads on every page").toMatch(/^U\+/);
      }
      const latinExt = real(all).filter((face) => face.src!.includes("-latin-ext-"));
      expect(real(all).filter(isLatin).length).toBeGreaterThan(0);
      expect(latinExt.length).toBeGreaterThan(0);
      for (const face of latinExt) expect(face["unicode-range"]!.split(",")).not.toContain(LATIN_CORE);
    }
  });

  it("serves the weights the styles ask for: the whole range when it sets the text, a file per weight when it sets only headings", () => {
    const weights = weightsOf(font);
    const latinWeights = (all: Record<string, string>[]) =>
      real(all)
        .filter(isLatin)
        .map((face) => face["font-weight"]);
    const latinExtWeights = (all: Record<string, string>[]) =>
      real(all)
        .filter((face) => !isLatin(face))
        .map((face) => face["font-weight"]);
    if (font === "Poppins") {
      // no variable Poppins exists: one static face per weight and subset, in both roles
      for (const all of [textFaces(), headingFaces()]) {
        expect(latinWeights(all)).toEqual(weights);
        expect(latinExtWeights(all)).toEqual(weights);
      }
    } else {
      // The text file runs from the body's weight up; a lighter weight is a static face of its own.
      const lighter = weights.filter((weight) => Number(weight) < BODY_WEIGHT);
      const textRange = `${weights.find((weight) => Number(weight) >= BODY_WEIGHT)} ${weights[weights.length - 1]}`;
      expect(latinWeights(textFaces())).toEqual([textRange, ...lighter]);
      expect(latinExtWeights(textFaces())).toEqual([textRange, ...lighter]);
      expect(latinWeights(headingFaces())).toEqual(weights);
      expect(latinExtWeights(headingFaces())).toEqual(weights);
    }
  });

  // Browsers combine a family's faces by unicode-range only among faces of one font-weight descriptor:
  // given "800" for latin and "400 900" for latin-ext, Chromium took the latin-ext face and set the
  // headings in the fallback.
  it("declares the same weights for every subset in either role", () => {
    for (const all of [textFaces(), headingFaces()]) {
      const latin = real(all).filter(isLatin);
      const latinExt = real(all).filter((face) => !isLatin(face));
      expect(latinExt.map((face) => face["font-weight"])).toEqual(latin.map((face) => face["font-weight"]));
    }
  });

  it("points at WOFF2 files named after their content's hash (immutable URLs)", () => {
    for (const face of [...real(textFaces()), ...real(headingFaces())]) {
      for (const url of urlsOf(face.src!)) {
        const match = /^\/fonts\/[a-z-]+-\d+(?:-\d+)?-([0-9a-f]{10})\.woff2$/.exec(url);
        expect(match, url).not.toBeNull();
        const file = fileOf(url);
        expect(file && existsSync(file), `${url} has no file`).toBe(true);
        const bytes = readFileSync(file!);
        expect(createHash("sha256").update(bytes).digest("hex").slice(0, 10)).toBe(match![1]);
        expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
      }
    }
  });

  it("keeps every character of each subset's unicode-range that fontsource's file has", () => {
    const source = hostedFontSource(font);
    for (const face of [...real(textFaces()), ...real(headingFaces())]) {
      const subset = isLatin(face) ? "latin" : "latin-ext";
      const weight = Number(face["font-weight"]!.split(" ")[0]);
      const sourceMap = characterMap(need(woff2Tables(source.file(subset, weight)), "cmap"));
      const servedMap = characterMap(need(tablesOf(urlsOf(face.src!)[0]!), "cmap"));
      const text = unicodeRangeText(source.unicodeRanges[subset]);
      const lost = [...text].filter((char) => sourceMap(char.codePointAt(0)!) !== undefined && servedMap(char.codePointAt(0)!) === undefined);
      expect(lost, `${face.src} lost characters`).toEqual([]);
    }
  });

  it("declares a variable file's wght range within the file's axis; a heading instance is static", () => {
    if (font === "Poppins") return;
    for (const face of real(textFaces()).filter((face) => face["font-weight"]!.includes(" "))) {
      const [min, max] = face["font-weight"]!.split(" ").map(Number);
      const axis = variationAxes(tablesOf(urlsOf(face.src!)[0]!)).find((axis) => axis.tag === "wght");
      expect(axis, face.src).toBeDefined();
      expect(axis!.min).toBeLessThanOrEqual(min!);
      expect(axis!.max).toBeGreaterThanOrEqual(max!);
    }
    for (const face of real(headingFaces()).filter(isLatin)) expect(variationAxes(tablesOf(urlsOf(face.src!)[0]!)), face.src).toEqual([]);
  });

  it("has Arial fallback faces for every weight band, regular and bold, each with the four overrides", () => {
    const all = fallback(textFaces());
    expect(fallback(headingFaces())).toEqual(all);
    expect(all.map((face) => face["font-weight"])).toEqual(["100 499", "500 599", "600 699", "700 799", "800 1000"]);
    for (const face of all) {
      const bold = parseInt(face["font-weight"]!, 10) >= 600;
      expect(face.src).toContain(bold ? 'local("Arial Bold")' : 'local("Arial")');
      expect(face.src).toContain(bold ? 'local("Liberation Sans Bold")' : 'local("Liberation Sans")');
      for (const descriptor of ["size-adjust", "ascent-override", "descent-override", "line-gap-override"]) {
        expect(face[descriptor], `${descriptor} of ${font}'s fallback`).toMatch(/^\d+(\.\d+)?%$/);
      }
      // plausible figures: every hosted font is a sans within a third of Arial's width and height
      expect(parseFloat(face["size-adjust"]!)).toBeGreaterThan(75);
      expect(parseFloat(face["size-adjust"]!)).toBeLessThan(135);
      expect(parseFloat(face["ascent-override"]!)).toBeGreaterThan(70);
      expect(parseFloat(face["ascent-override"]!)).toBeLessThan(115);
    }
    // the web font widens with weight; on one reference font, so does its fallback
    const sizes = all.map((face) => parseFloat(face["size-adjust"]!));
    expect(sizes[1]).toBeGreaterThan(sizes[0]!);
    expect(sizes[4]).toBeGreaterThan(sizes[2]!);
    expect(fontStack(font).startsWith(`"${font}", "${fallbackFamily(font)}",`)).toBe(true);
  });

  // No layout shift: the fallback is sized from the text file, and every file a page may swap in for
  // a weight has that file's widths and line metrics there, and fontsource's.
  it("serves at every weight the widths and line metrics of fontsource's file, which the fallback is sized from", () => {
    const source = hostedFontSource(font);
    const served = new Map<string, string>();
    for (const face of [...real(textFaces()), ...real(headingFaces())].filter(isLatin)) {
      const [min, max = min] = face["font-weight"]!.split(" ").map(Number);
      for (const weight of weightsOf(font).map(Number)) if (weight >= min! && weight <= max!) served.set(`${weight} ${face.src}`, urlsOf(face.src!)[0]!);
    }
    expect(served.size).toBeGreaterThanOrEqual(weightsOf(font).length);
    for (const [key, url] of served) {
      const weight = Number(key.split(" ")[0]);
      const expected = readFontMetrics(source.file("latin", weight), BODY_SAMPLE, weight);
      const actual = readFontMetrics(bytesOf(url), BODY_SAMPLE, weight);
      expect(Math.abs(actual.sampleWidth - expected.sampleWidth), `${url} at ${weight}`).toBeLessThan(0.5);
      expect({ ...actual, sampleWidth: 0 }).toEqual({ ...expected, sampleWidth: 0 });
    }
  });

  it("keeps the /fonts/<slug>.css sheet: the faces it has when it sets the text", () => {
    const path = `/fonts/${font.toLowerCase().replace(/ /g, "-")}.css`;
    expect(assets.sheets.get(path)?.()).toBe(assets.faceCss({ heading: font, body: font }));
  });
});

describe("preloads", () => {
  it("name the heading font's file at the heading weight and the body font's variable file", () => {
    const urls = assets.preloads({ heading: "Raleway", body: "Inter" });
    expect(urls).toEqual([
      expect.stringMatching(/^\/fonts\/raleway-latin-800-[0-9a-f]+\.woff2$/),
      expect.stringMatching(/^\/fonts\/inter-latin-400-900-[0-9a-f]+\.woff2$/),
    ]);
    expect(assets.preloads({ heading: "Inter", body: "Inter" })).toEqual([urls[1]]);
  });

  it("name Poppins's heading weight when it sets the headings and its body weight when it sets the text", () => {
    expect(assets.preloads({ heading: "Poppins", body: "Inter" })[0]).toMatch(/\/poppins-latin-800-[0-9a-f]+\.woff2$/);
    expect(assets.preloads({ heading: "Raleway", body: "Poppins" })[1]).toMatch(/\/poppins-latin-400-[0-9a-f]+\.woff2$/);
    expect(assets.preloads({ heading: "Poppins", body: "Poppins" })).toHaveLength(2);
  });

  it("exist, are declared by the fonts' faces for the weights they preload, and keep within their byte budget", () => {
    for (const heading of HOSTED_FONTS) {
      for (const body of HOSTED_FONTS) {
        const declared = faces(assets.faceCss({ heading, body }));
        const urls = assets.preloads({ heading, body });
        let total = 0;
        for (const url of urls) {
          const file = fileOf(url);
          expect(file && existsSync(file), `${url} has no file`).toBe(true);
          total += statSync(file!).size;
          const face = declared.find((face) => face.src!.includes(`url(${url})`));
          expect(face, `${url} is not declared for ${heading} and ${body}`).toBeDefined();
          expect(isLatin(face!)).toBe(true);
        }
        const preloadedFaces = (font: HostedFont) =>
          declared.filter((face) => face["font-family"] === `"${font}"` && isLatin(face) && urls.some((url) => face.src!.includes(url)));
        const covers = (font: HostedFont, weight: number) =>
          preloadedFaces(font).some((face) => {
            const [min, max = min] = face["font-weight"]!.split(" ").map(Number);
            return weight >= min! && weight <= max!;
          });
        expect(covers(heading, HEADING_WEIGHT), `${heading} at ${HEADING_WEIGHT}`).toBe(true);
        expect(covers(body, BODY_WEIGHT), `${body} at ${BODY_WEIGHT}`).toBe(true);
        // before the build cut them: 56 to 97 KB for the seeded sites, up to 97 KB for any two fonts
        expect(total, `${heading} and ${body} preload ${total} bytes`).toBeLessThanOrEqual(70 * KB);
      }
    }
  });

  it("weigh at most 56 KB on every seeded site (97 KB on the demo's before the build cut them)", () => {
    for (const { name, fonts } of seededSites()) {
      const total = assets.preloads(fonts).reduce((sum, url) => sum + statSync(fileOf(url)!).size, 0);
      expect(total, `${name}: ${fonts.heading} and ${fonts.body}`).toBeLessThanOrEqual(56 * KB);
    }
  });

  it("keep each file within its role's budget: 48 KB for a font's text file, 22 KB for a heading weight's", () => {
    for (const font of HOSTED_FONTS) {
      for (const url of Object.values(build.fonts[font].text.latin)) expect(statSync(fileOf(url)!).size, url).toBeLessThanOrEqual(48 * KB);
      for (const url of Object.values(build.fonts[font].heading.latin)) expect(statSync(fileOf(url)!).size, url).toBeLessThanOrEqual(22 * KB);
    }
  });
});

describe("the seeded content", () => {
  /** Every character of the seeded sites' layouts, copy and content (tenants/). */
  function seededText(dir = join(root, "tenants")): string {
    return readdirSync(dir, { withFileTypes: true })
      .map((entry) =>
        entry.isDirectory() ? seededText(join(dir, entry.name)) : entry.name.endsWith(".json") ? readFileSync(join(dir, entry.name), "utf8") : "",
      )
      .join("");
  }

  it("is set in the latin files: every character of it is in their unicode-range and has a glyph in every one", () => {
    const characters = [...new Set(seededText())].filter((char) => char >= " ");
    const latin = new Set(unicodeRangeText(hostedFontSource("Inter").unicodeRanges.latin));
    expect(characters.filter((char) => !latin.has(char))).toEqual([]);
    for (const font of HOSTED_FONTS) {
      for (const url of new Set([...Object.values(build.fonts[font].text.latin), ...Object.values(build.fonts[font].heading.latin)])) {
        const glyphOf = characterMap(need(tablesOf(url), "cmap"));
        expect(characters.filter((char) => glyphOf(char.codePointAt(0)!) === undefined).join(""), url).toBe("");
      }
    }
  });
});

describe("font metrics", () => {
  const ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const variableFile = (font: HostedFont) => hostedFontSource(font).file("latin");

  // Reference figures: the same alphabet measured in @fontsource/<family>@5.3.0's static 400 and 800
  // files. Raleway's and Montserrat's variable default instance is Thin, so reading hmtx alone is
  // about 2–5 % narrow; avar + HVAR must bring the widths to the static instances.
  it.each([
    { font: "Raleway" as const, weight: 400, width: 590.79 },
    { font: "Raleway" as const, weight: 800, width: 608.94 },
    { font: "Montserrat" as const, weight: 400, width: 637.66 },
    { font: "Montserrat" as const, weight: 800, width: 671.68 },
    { font: "Inter" as const, weight: 800, width: 1297.62 },
  ])("reads $font at $weight like its static instance", ({ font, weight, width }) => {
    const metrics = readFontMetrics(variableFile(font), ALPHABET, weight);
    expect(Math.abs(metrics.sampleWidth - width)).toBeLessThan(0.2);
  });

  it("reads the vertical metrics of a WOFF2 file", () => {
    expect(readFontMetrics(variableFile("Inter"), ALPHABET)).toMatchObject({ unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0 });
  });

  const LIBERATION = "/usr/share/fonts/truetype/liberation";
  // Liberation Sans has Arial's advance widths by design: Debian's fonts-liberation, which .ci/run installs
  // with Chromium (whose pages fall back to it). Missing, the test fails and says so, never skips.
  it.each([
    { reference: ARIAL, file: "LiberationSans-Regular.ttf" },
    { reference: ARIAL_BOLD, file: "LiberationSans-Bold.ttf" },
  ])("has Arial's widths of the samples ($file)", ({ reference, file }) => {
    expect(existsSync(join(LIBERATION, file)), `${LIBERATION}/${file}: install Debian's fonts-liberation`).toBe(true);
    const measure = fontMetricsReader(readFileSync(join(LIBERATION, file)));
    expect(measure(BODY_SAMPLE).unitsPerEm).toBe(reference.unitsPerEm);
    expect(Math.abs(measure(BODY_SAMPLE).sampleWidth - reference.bodyWidth)).toBeLessThan(0.01);
    expect(Math.abs(measure(HEADING_SAMPLE).sampleWidth - reference.headingWidth)).toBeLessThan(0.01);
  });

  it("scales the fallback to the web font's width and gives it the web font's line metrics", () => {
    const overrides = fallbackOverrides(
      { unitsPerEm: 1000, ascent: 900, descent: -300, lineGap: 100, sampleWidth: (ARIAL.bodyWidth / 2048) * 1000 * 1.1 },
      ARIAL.bodyWidth,
      ARIAL.unitsPerEm,
    );
    expect(overrides.sizeAdjust).toBeCloseTo(1.1, 6);
    expect(overrides.ascentOverride).toBeCloseTo(0.9 / 1.1, 6);
    expect(overrides.descentOverride).toBeCloseTo(0.3 / 1.1, 6);
    expect(overrides.lineGapOverride).toBeCloseTo(0.1 / 1.1, 6);
  });
});
