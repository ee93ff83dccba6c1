import { isWoff2, need, sfntTables, woff2Tables } from "./fontTables.js";
import { widthDeltas } from "./fontVariations.js";

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

/** Code point → glyph id from the cmap's Unicode subtable (format 12 preferred, else format 4). */
function characterMap(cmap: DataView): (codePoint: number) => number | undefined {
  const subtables: { format: number; offset: number }[] = [];
  for (let i = 0; i < cmap.getUint16(2); i++) {
    const platform = cmap.getUint16(4 + i * 8);
    const encoding = cmap.getUint16(6 + i * 8);
    const offset = cmap.getUint32(8 + i * 8);
    if (platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))) subtables.push({ format: cmap.getUint16(offset), offset });
  }
  const format12 = subtables.find((table) => table.format === 12);
  if (format12) {
    const groups = cmap.getUint32(format12.offset + 12);
    return (codePoint) => {
      for (let g = 0; g < groups; g++) {
        const at = format12.offset + 16 + g * 12;
        const start = cmap.getUint32(at);
        if (codePoint >= start && codePoint <= cmap.getUint32(at + 4)) return cmap.getUint32(at + 8) + codePoint - start;
      }
      return undefined;
    };
  }
  const format4 = subtables.find((table) => table.format === 4);
  if (!format4) throw new Error("the font has no Unicode cmap subtable of format 4 or 12");
  const base = format4.offset;
  const segments = cmap.getUint16(base + 6) / 2;
  const endCodes = base + 14;
  const startCodes = endCodes + segments * 2 + 2;
  const deltas = startCodes + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (codePoint) => {
    for (let s = 0; s < segments; s++) {
      if (codePoint > cmap.getUint16(endCodes + s * 2)) continue;
      const start = cmap.getUint16(startCodes + s * 2);
      if (codePoint < start) return undefined;
      const delta = cmap.getInt16(deltas + s * 2);
      const rangeOffset = cmap.getUint16(rangeOffsets + s * 2);
      if (!rangeOffset) return (codePoint + delta) & 0xffff;
      const glyph = cmap.getUint16(rangeOffsets + s * 2 + rangeOffset + (codePoint - start) * 2);
      return glyph ? (glyph + delta) & 0xffff : undefined;
    }
    return undefined;
  };
}
