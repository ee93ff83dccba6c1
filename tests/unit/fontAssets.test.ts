import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fallbackFamily, fontStack, HOSTED_FONTS, type HostedFont } from "../../engine/render/theme/fontStack.js";
import { ARIAL, ARIAL_BOLD, BODY_SAMPLE, fallbackOverrides, HEADING_SAMPLE } from "../../site/server/fallbackFontFace.js";
import { fontMetricsReader, readFontMetrics } from "../../site/server/fontMetrics.js";
import { createFontAssets, type FontAssets } from "../../site/server/fontSheets.js";

const assets: FontAssets = createFontAssets();

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

const urlsOf = (src: string) => [...src.matchAll(/url\(([^)]+)\)/g)].map(([, url]) => url!);
const LATIN_CORE = "U+0000-00FF";
// Plus Jakarta Sans's wght axis stops at 800; the face declares what the file holds.
const VARIABLE_RANGES: Partial<Record<HostedFont, string>> = {
  "Raleway": "300 900",
  "Inter": "300 900",
  "Montserrat": "300 900",
  "Plus Jakarta Sans": "300 800",
};

describe.each(HOSTED_FONTS.map((font) => ({ font })))("hosted font $font", ({ font }) => {
  const all = faces(assets.faceCss([font]));
  const real = all.filter((face) => face["font-family"] === `"${font}"`);
  const fallback = all.filter((face) => face["font-family"] === `"${fallbackFamily(font)}"`);

  it("declares only its own and its fallback's faces", () => {
    expect(real.length + fallback.length).toBe(all.length);
    expect(real.length).toBeGreaterThan(0);
  });

  it("swaps in the web font and loads only what a page's characters need", () => {
    for (const face of real) {
      expect(face["font-display"]).toBe("swap");
      expect(face["font-style"]).toBe("normal");
      expect(face["unicode-range"], "a face without unicode-range downloads on every page").toMatch(/^U\+/);
    }
    const latin = real.filter((face) => face["unicode-range"]!.split(",").includes(LATIN_CORE));
    const latinExt = real.filter((face) => face.src!.includes("-latin-ext-"));
    expect(latin.length).toBeGreaterThan(0);
    expect(latinExt.length).toBe(latin.length);
    for (const face of latinExt) expect(face["unicode-range"]!.split(",")).not.toContain(LATIN_CORE);
  });

  it("covers weights 300 to 900", () => {
    const weights = real.map((face) => face["font-weight"]);
    if (font === "Poppins") {
      // no variable Poppins exists: one static face per weight and subset
      for (const subset of ["latin", "latin-ext"]) {
        const ofSubset = real.filter((face) => new RegExp(`-${subset}-\\d`).test(face.src!)).map((face) => face["font-weight"]);
        expect(ofSubset.sort()).toEqual(["300", "400", "500", "600", "700", "800", "900"]);
      }
    } else {
      expect(new Set(weights)).toEqual(new Set([VARIABLE_RANGES[font]]));
      expect(real).toHaveLength(2); // one variable file per subset
    }
  });

  it("points at files that exist, under a versioned (immutable) URL", () => {
    for (const face of real) {
      const urls = urlsOf(face.src!);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) {
        expect(url).toMatch(/^\/fonts\/[a-z-]+-\d+\.\d+\.\d+\/[a-z0-9-]+\.woff2$/);
        const file = fileOf(url);
        expect(file && existsSync(file), `${url} has no file`).toBe(true);
      }
    }
  });

  it("has Arial fallback faces for every weight band, regular and bold, each with the four overrides", () => {
    expect(fallback.map((face) => face["font-weight"])).toEqual(["100 499", "500 599", "600 699", "700 799", "800 1000"]);
    for (const face of fallback) {
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
    const sizes = fallback.map((face) => parseFloat(face["size-adjust"]!));
    expect(sizes[1]).toBeGreaterThan(sizes[0]!);
    expect(sizes[4]).toBeGreaterThan(sizes[2]!);
    expect(fontStack(font).startsWith(`"${font}", "${fallbackFamily(font)}",`)).toBe(true);
  });

  it("keeps the /fonts/<slug>.css sheet, the same CSS", () => {
    const path = `/fonts/${font.toLowerCase().replace(/ /g, "-")}.css`;
    expect(assets.sheets.get(path)).toBe(assets.faceCss([font]));
  });
});

describe("preloads", () => {
  it("name the latin file of each variable font once", () => {
    const urls = assets.preloads({ heading: "Raleway", body: "Inter" });
    expect(urls).toEqual([expect.stringMatching(/\/raleway-latin-wght-normal\.woff2$/), expect.stringMatching(/\/inter-latin-wght-normal\.woff2$/)]);
    expect(assets.preloads({ heading: "Inter", body: "Inter" })).toHaveLength(1);
  });

  it("name Poppins's heading weight when it sets the headings and its body weight when it sets the text", () => {
    expect(assets.preloads({ heading: "Poppins", body: "Inter" })[0]).toMatch(/\/poppins-latin-800-normal\.woff2$/);
    expect(assets.preloads({ heading: "Raleway", body: "Poppins" })[1]).toMatch(/\/poppins-latin-400-normal\.woff2$/);
  });

  it("exist on disk and are declared by the fonts' faces", () => {
    for (const heading of HOSTED_FONTS) {
      for (const body of HOSTED_FONTS) {
        const css = assets.faceCss([heading, body]);
        for (const url of assets.preloads({ heading, body })) {
          const file = fileOf(url);
          expect(file && existsSync(file), `${url} has no file`).toBe(true);
          expect(css).toContain(`url(${url})`);
        }
      }
    }
  });
});

describe("font metrics", () => {
  const ALPHABET = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  const variableFile = (id: string) =>
    join(assets.files.find((files) => files.urlPrefix.includes(`/${id}-variable-`))!.filesDir, `${id}-latin-wght-normal.woff2`);

  // Reference figures: the same alphabet measured in @fontsource/<family>@5.3.0's static 400 and 800
  // files. Raleway's and Montserrat's variable default instance is Thin, so reading hmtx alone is
  // about 2–5 % narrow; avar + HVAR must bring the widths to the static instances.
  it.each([
    { id: "raleway", weight: 400, width: 590.79 },
    { id: "raleway", weight: 800, width: 608.94 },
    { id: "montserrat", weight: 400, width: 637.66 },
    { id: "montserrat", weight: 800, width: 671.68 },
    { id: "inter", weight: 800, width: 1297.62 },
  ])("reads $id at $weight like its static instance", ({ id, weight, width }) => {
    const metrics = readFontMetrics(readFileSync(variableFile(id)), ALPHABET, weight);
    expect(Math.abs(metrics.sampleWidth - width)).toBeLessThan(0.2);
  });

  it("reads the vertical metrics of a WOFF2 file", () => {
    expect(readFontMetrics(readFileSync(variableFile("inter")), ALPHABET)).toMatchObject({ unitsPerEm: 2048, ascent: 1984, descent: -494, lineGap: 0 });
  });

  const LIBERATION = "/usr/share/fonts/truetype/liberation";
  // Liberation Sans has Arial's advance widths by design; Debian's Chromium, which the browser tests
  // need, brings it (fonts-liberation).
  it.skipIf(!existsSync(LIBERATION)).each([
    { reference: ARIAL, file: "LiberationSans-Regular.ttf" },
    { reference: ARIAL_BOLD, file: "LiberationSans-Bold.ttf" },
  ])("has Arial's widths of the samples ($file)", ({ reference, file }) => {
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
