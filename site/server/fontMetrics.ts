import { isWoff2, need, sfntTables, woff2Tables } from "./fontTables.js";
import { widthDeltas } from "./fontVariations.js";
import { characterMap } from "./characterMap.js";

/** What an adjusted fallback face needs from a font file, in font units. */
export interface FontMetrics {
  unitsPerEm: number;
  /** hhea ascender, descender (negative) and lineGap: what Android, iOS, macOS and Linux lay lines out with. */
  ascent: number;
  descent: number;
  lineGap: number;
  /** Mean advance width of the characters of `sample`, each counted as often as it occurs. */
  sampleWidth: number;
}

/**
 * Metrics of a TrueType/OpenType or WOFF2 font, read from its own tables (head, hhea, cmap, hmtx),
 * so a fallback face follows the font file actually served instead of a copied table. A variable
 * font's widths are taken at `weight` (through avar and HVAR): Raleway's and Montserrat's default
 * instance is Thin, far narrower than the 400 body text or the 800 headings a page shows.
 */
export function readFontMetrics(file: Uint8Array, sample: string, weight = 400): FontMetrics {
  return fontMetricsReader(file)(sample, weight);
}

/** The same, for several samples or weights of one file: the file is decompressed once. */
export function fontMetricsReader(file: Uint8Array): (sample: string, weight?: number) => FontMetrics {
  const tables = isWoff2(file) ? woff2Tables(file) : sfntTables(file);
  const head = need(tables, "head");
  const hhea = need(tables, "hhea");
  const numberOfHMetrics = hhea.getUint16(34);
  const widths = advanceWidths(need(tables, "hmtx"), numberOfHMetrics, tables.hmtxTransformed);
  const glyphOf = characterMap(need(tables, "cmap"));
  return (sample, weight = 400) => {
    const delta = widthDeltas(tables, weight);
    let total = 0;
    let count = 0;
    for (const char of sample) {
      const glyph = glyphOf(char.codePointAt(0) ?? 0);
      if (glyph === undefined) continue;
      total += (widths[Math.min(glyph, numberOfHMetrics - 1)] ?? 0) + delta(glyph);
      count += 1;
    }
    if (!count) throw new Error("the font maps none of the sample's characters");
    return {
      unitsPerEm: head.getUint16(18),
      ascent: hhea.getInt16(4),
      descent: hhea.getInt16(6),
      lineGap: hhea.getInt16(8),
      sampleWidth: total / count,
    };
  };
}

/** Advance widths by glyph id; a transformed WOFF2 hmtx keeps them after a flags byte. */
function advanceWidths(hmtx: DataView, numberOfHMetrics: number, transformed: boolean): number[] {
  const widths: number[] = [];
  for (let i = 0; i < numberOfHMetrics; i++) widths.push(transformed ? hmtx.getUint16(1 + i * 2) : hmtx.getUint16(i * 4));
  return widths;
}
