import { beforeAll, describe, expect, it } from "vitest";
import { brandFont } from "../../../site/platform/media/fontFile.js";
import { textPath } from "../../../site/platform/media/textPath.js";
import { loadTypeface, type Typeface } from "../../../site/platform/media/typeface.js";

let raleway: Typeface;
beforeAll(async () => {
  raleway = await loadTypeface("Raleway", 800);
}, 60_000);

/** The absolute points of SVG path data (M, m, l, h, v, q, c, z, letters repeated implicitly), one list per command. */
function parsePath(d: string): { letter: string; points: [number, number][] }[] {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const arity: Record<string, number> = { M: 2, m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  const commands: { letter: string; points: [number, number][] }[] = [];
  let letter = "";
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (let i = 0; i < tokens.length;) {
    if (/[a-zA-Z]/.test(tokens[i]!)) letter = tokens[i++]!;
    const values = tokens.slice(i, i + arity[letter]!).map(Number);
    i += arity[letter]!;
    let points: [number, number][] = [];
    if (letter === "M") points = [[values[0]!, values[1]!]];
    else if (letter === "h") points = [[x + values[0]!, y]];
    else if (letter === "v") points = [[x, y + values[0]!]];
    else if (letter === "z") points = [[startX, startY]];
    else for (let p = 0; p < values.length; p += 2) points.push([x + values[p]!, y + values[p + 1]!]);
    [x, y] = points[points.length - 1]!;
    if (letter === "M" || letter === "m") [startX, startY] = [x, y];
    commands.push({ letter, points });
    if (letter === "z") letter = "";
  }
  return commands;
}

describe("textPath", () => {
  it("grows in advance width with the text and with the size", () => {
    const widths = ["A", "Ar", "Arunika", "Arunika Academy"].map((text) => textPath(raleway, text, 36).width);
    for (let i = 1; i < widths.length; i++) expect(widths[i]).toBeGreaterThan(widths[i - 1]!);
    expect(textPath(raleway, "Arunika", 72).width).toBeCloseTo(2 * textPath(raleway, "Arunika", 36).width, 6);
    expect(textPath(raleway, "", 36)).toMatchObject({ width: 0, missing: "" });
    expect(textPath(raleway, "", 36).at(0, 0)).toBe("");
  });

  it("kerns pairs: AV sets tighter than A and V apart, and To tighter than T and o", () => {
    const width = (text: string) => textPath(raleway, text, 100).width;
    expect(width("AV")).toBeLessThan(width("A") + width("V") - 1);
    expect(width("To")).toBeLessThan(width("T") + width("o") - 1);
    // no pair: the advances add up
    expect(width("HH")).toBeCloseTo(2 * width("H"), 6);
  });

  it("puts letter spacing between letters, not after the last", () => {
    expect(textPath(raleway, "KELAS", 20, 2).width).toBeCloseTo(textPath(raleway, "KELAS", 20).width + 4 * 2, 6);
    expect(textPath(raleway, "K", 20, 2).width).toBeCloseTo(textPath(raleway, "K", 20).width, 6);
  });

  it("leaves out a character no bundled face has, and says which", () => {
    const text = textPath(raleway, "A中B", 36);
    expect(text.missing).toBe("中");
    expect(text.width).toBeCloseTo(textPath(raleway, "A", 36).width + textPath(raleway, "B", 36).width, 6);
    expect(textPath(raleway, "中文", 36)).toMatchObject({ width: 0, missing: "中文" });
    expect(textPath(raleway, "中文", 36).at(10, 10)).toBe("");
  });

  it("draws a character the latin file lacks from the font's latin-ext file", () => {
    expect(raleway.faces[0]!.hasGlyphForCodePoint("Ł".codePointAt(0)!)).toBe(false);
    const text = textPath(raleway, "Łódź", 36);
    expect(text.missing).toBe("");
    expect(text.width).toBeGreaterThan(textPath(raleway, "ódź", 36).width);
  });

  it("writes the glyphs' outlines where it is placed, every point to 0.1 px", () => {
    const face = raleway.faces[0]!;
    const text = "Arunika Academy";
    const scale = 36 / face.unitsPerEm;
    const { glyphs, positions } = face.layout(text);
    const expected: [number, number][][] = [];
    let pen = 12;
    glyphs.forEach((glyph, i) => {
      for (const { args } of glyph.path.commands) {
        const points: [number, number][] = [];
        for (let p = 0; p < args.length; p += 2)
          points.push([pen + (positions[i]!.xOffset + args[p]!) * scale, 60 - (positions[i]!.yOffset + args[p + 1]!) * scale]);
        expected.push(points);
      }
      pen += positions[i]!.xAdvance * scale;
    });
    const drawn = parsePath(textPath(raleway, text, 36).at(12, 60));
    expect(drawn).toHaveLength(expected.length);
    drawn.forEach(({ points }, i) => {
      // closePath has no points of its own: it returns to the contour's start
      if (expected[i]!.length === 0) return;
      expect(points).toHaveLength(expected[i]!.length);
      points.forEach(([x, y], p) => {
        expect(Math.abs(x - expected[i]![p]![0])).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(Math.abs(y - expected[i]![p]![1])).toBeLessThanOrEqual(0.05 + 1e-9);
      });
    });
    expect(drawn[0]!.letter).toBe("M");
  });

  it("joins the paths of several lines into one, each line where it was placed", () => {
    const first = textPath(raleway, "Kelas", 56).at(80, 500);
    const second = textPath(raleway, "Daring", 56).at(80, 564);
    const joined = parsePath(first + second);
    expect(joined.slice(parsePath(first).length)).toEqual(parsePath(second));
  });
});

describe("typefaces", () => {
  it("follow the weight: a variable font is instanced, a static one read from its weight's file", async () => {
    const regular = await loadTypeface("Raleway", 400);
    expect(textPath(raleway, "Arunika", 36).width).toBeGreaterThan(textPath(regular, "Arunika", 36).width);
    const poppins = [await loadTypeface("Poppins", 600), await loadTypeface("Poppins", 800)];
    expect(textPath(poppins[1]!, "Arunika", 36).width).toBeGreaterThan(textPath(poppins[0]!, "Arunika", 36).width);
    expect(raleway.capHeight).toBeGreaterThan(0.6);
    expect(raleway.capHeight).toBeLessThan(0.8);
  });

  it("are the brand's font, or the default heading font for one no site hosts, loaded once per process", async () => {
    expect(brandFont(" plus jakarta sans ")).toBe("Plus Jakarta Sans");
    expect(brandFont("Comic Sans MS")).toBe("Raleway");
    expect(await loadTypeface("Comic Sans MS", 800)).toBe(raleway);
    const jakarta = await loadTypeface("Plus Jakarta Sans", 800);
    expect(textPath(jakarta, "Arunika", 36).width).not.toBeCloseTo(textPath(raleway, "Arunika", 36).width, 0);
  });
});
