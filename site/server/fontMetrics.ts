import { brotliDecompressSync } from "node:zlib";

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

interface Tables {
  byTag: Map<string, DataView>;
  hmtxTransformed: boolean;
}

function need(tables: Tables, tag: string): DataView {
  const table = tables.byTag.get(tag);
  if (!table) throw new Error(`the font has no ${tag} table`);
  return table;
}

const view = (bytes: Uint8Array, offset = 0, length = bytes.byteLength - offset) => new DataView(bytes.buffer, bytes.byteOffset + offset, length);
const tagAt = (data: DataView, offset: number) =>
  String.fromCharCode(data.getUint8(offset), data.getUint8(offset + 1), data.getUint8(offset + 2), data.getUint8(offset + 3));

const isWoff2 = (file: Uint8Array) => file.byteLength > 4 && tagAt(view(file), 0) === "wOF2";

/** Plain sfnt (TTF/OTF): a table directory of tag, checksum, offset, length. */
function sfntTables(file: Uint8Array): Tables {
  const data = view(file);
  const byTag = new Map<string, DataView>();
  const numTables = data.getUint16(4);
  for (let i = 0; i < numTables; i++) {
    const record = 12 + i * 16;
    byTag.set(tagAt(data, record), view(file, data.getUint32(record + 8), data.getUint32(record + 12)));
  }
  return { byTag, hmtxTransformed: false };
}

// WOFF2's table directory names common tables by index (W3C WOFF2 §5.1, "Known Table Tags").
const KNOWN_TAGS = [
  "cmap",
  "head",
  "hhea",
  "hmtx",
  "maxp",
  "name",
  "OS/2",
  "post",
  "cvt ",
  "fpgm",
  "glyf",
  "loca",
  "prep",
  "CFF ",
  "VORG",
  "EBDT",
  "EBLC",
  "gasp",
  "hdmx",
  "kern",
  "LTSH",
  "PCLT",
  "VDMX",
  "vhea",
  "vmtx",
  "BASE",
  "GDEF",
  "GPOS",
  "GSUB",
  "EBSC",
  "JSTF",
  "MATH",
  "CBDT",
  "CBLC",
  "COLR",
  "CPAL",
  "SVG ",
  "sbix",
  "acnt",
  "avar",
  "bdat",
  "bloc",
  "bsln",
  "cvar",
  "fdsc",
  "feat",
  "fmtx",
  "fvar",
  "gvar",
  "hsty",
  "just",
  "lcar",
  "mort",
  "morx",
  "opbd",
  "prop",
  "trak",
  "Zapf",
  "Silf",
  "Glat",
  "Gloc",
  "Feat",
  "Sill",
];

/** WOFF2: a compact directory, then every table in one Brotli stream, in directory order. */
function woff2Tables(file: Uint8Array): Tables {
  const data = view(file);
  const numTables = data.getUint16(12);
  const compressedLength = data.getUint32(20);
  let offset = 48;
  const readBase128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = data.getUint8(offset++);
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("malformed WOFF2 table directory");
  };
  const entries: { tag: string; length: number; transformed: boolean }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = data.getUint8(offset++);
    const tag = (flags & 0x3f) === 0x3f ? tagAt(data, (offset += 4) - 4) : (KNOWN_TAGS[flags & 0x3f] ?? "");
    const version = flags >> 6;
    // glyf and loca are transformed unless version 3; every other table only with a non-zero version
    const transformed = tag === "glyf" || tag === "loca" ? version !== 3 : version !== 0;
    const origLength = readBase128();
    const length = transformed ? readBase128() : origLength;
    entries.push({ tag, length, transformed });
  }
  if (data.getUint32(4) === 0x74746366) throw new Error("WOFF2 font collections are not supported");
  const stream = brotliDecompressSync(file.subarray(offset, offset + compressedLength));
  const byTag = new Map<string, DataView>();
  let at = 0;
  for (const entry of entries) {
    byTag.set(entry.tag, view(stream, at, entry.length));
    at += entry.length;
  }
  return { byTag, hmtxTransformed: entries.some((entry) => entry.tag === "hmtx" && entry.transformed) };
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

const f2dot14 = (data: DataView, offset: number) => data.getInt16(offset) / 16384;

/**
 * Advance-width deltas of a variable font at a weight (OpenType fvar, avar, HVAR); none for a
 * static font. Axes other than wght stay at their defaults.
 */
function widthDeltas(tables: Tables, weight: number): (glyph: number) => number {
  const fvar = tables.byTag.get("fvar");
  const hvar = tables.byTag.get("HVAR");
  if (!fvar || !hvar) return () => 0;
  const coords = axisCoordinates(fvar, tables.byTag.get("avar"), weight);
  const store = hvar.getUint32(4);
  const mapping = hvar.getUint32(8);
  const regionList = store + hvar.getUint32(store + 2);
  const axisCount = hvar.getUint16(regionList);
  const regionScalars: number[] = [];
  for (let r = 0; r < hvar.getUint16(regionList + 2); r++) {
    let scalar = 1;
    for (let a = 0; a < axisCount; a++) {
      const at = regionList + 4 + (r * axisCount + a) * 6;
      scalar *= tent(f2dot14(hvar, at), f2dot14(hvar, at + 2), f2dot14(hvar, at + 4), coords[a] ?? 0);
    }
    regionScalars.push(scalar);
  }
  const dataCount = hvar.getUint16(store + 6);
  const indexOf = mapping ? deltaSetIndex(hvar, mapping) : (glyph: number) => ({ outer: 0, inner: glyph });
  return (glyph) => {
    const { outer, inner } = indexOf(glyph);
    if (outer >= dataCount) return 0;
    const data = store + hvar.getUint32(store + 8 + outer * 4);
    const itemCount = hvar.getUint16(data);
    if (inner >= itemCount) return 0;
    const wordDeltaCount = hvar.getUint16(data + 2);
    const longWords = (wordDeltaCount & 0x8000) !== 0;
    const wordCount = wordDeltaCount & 0x7fff;
    const regionCount = hvar.getUint16(data + 4);
    const wide = longWords ? 4 : 2;
    const narrow = longWords ? 2 : 1;
    const rowSize = wordCount * wide + (regionCount - wordCount) * narrow;
    let at = data + 6 + regionCount * 2 + inner * rowSize;
    let sum = 0;
    for (let i = 0; i < regionCount; i++) {
      const size = i < wordCount ? wide : narrow;
      const value = size === 4 ? hvar.getInt32(at) : size === 2 ? hvar.getInt16(at) : hvar.getInt8(at);
      at += size;
      sum += (regionScalars[hvar.getUint16(data + 6 + i * 2)] ?? 0) * value;
    }
    return sum;
  };
}

/** Normalized coordinates (-1…1) of every fvar axis, wght at `weight`, mapped through avar. */
function axisCoordinates(fvar: DataView, avar: DataView | undefined, weight: number): number[] {
  const axesOffset = fvar.getUint16(4);
  const coords: number[] = [];
  let avarAt = 8;
  for (let a = 0; a < fvar.getUint16(8); a++) {
    const at = axesOffset + a * fvar.getUint16(10);
    const [min, def, max] = [4, 8, 12].map((offset) => fvar.getInt32(at + offset) / 65536) as [number, number, number];
    const value = tagAt(fvar, at) === "wght" ? Math.min(max, Math.max(min, weight)) : def;
    let coord = value < def ? (value - def) / (def - min) : value > def ? (value - def) / (max - def) : 0;
    if (avar) {
      const pairs = avar.getUint16(avarAt);
      const map = Array.from({ length: pairs }, (_, p) => [f2dot14(avar, avarAt + 2 + p * 4), f2dot14(avar, avarAt + 4 + p * 4)] as const);
      avarAt += 2 + pairs * 4;
      coord = piecewise(map, coord);
    }
    coords.push(coord);
  }
  return coords;
}

function piecewise(map: readonly (readonly [number, number])[], coord: number): number {
  for (let i = 1; i < map.length; i++) {
    const [fromA, toA] = map[i - 1]!;
    const [fromB, toB] = map[i]!;
    if (coord <= fromB) return fromB === fromA ? toB : toA + ((coord - fromA) * (toB - toA)) / (fromB - fromA);
  }
  return coord;
}

/** How much of a variation region applies at a coordinate (OpenType "tent" function). */
function tent(start: number, peak: number, end: number, coord: number): number {
  if (peak === 0 || start > peak || peak > end || (start < 0 && end > 0)) return 1;
  if (coord === peak) return 1;
  if (coord <= start || coord >= end) return 0;
  return coord < peak ? (coord - start) / (peak - start) : (end - coord) / (end - peak);
}

/** HVAR's advance-width DeltaSetIndexMap: glyph → (outer, inner) item of the variation store. */
function deltaSetIndex(hvar: DataView, at: number): (glyph: number) => { outer: number; inner: number } {
  const format = hvar.getUint8(at);
  const entryFormat = hvar.getUint8(at + 1);
  const mapCount = format === 0 ? hvar.getUint16(at + 2) : hvar.getUint32(at + 2);
  const entries = at + (format === 0 ? 4 : 6);
  const size = ((entryFormat & 0x30) >> 4) + 1;
  const innerBits = (entryFormat & 0x0f) + 1;
  return (glyph) => {
    let value = 0;
    const entry = entries + Math.min(glyph, mapCount - 1) * size;
    for (let b = 0; b < size; b++) value = value * 256 + hvar.getUint8(entry + b);
    return { outer: value >>> innerBits, inner: value & ((1 << innerBits) - 1) };
  };
}
