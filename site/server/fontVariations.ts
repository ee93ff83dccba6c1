import { tagAt, type Tables } from "./fontTables.js";

const f2dot14 = (data: DataView, offset: number) => data.getInt16(offset) / 16384;

/**
 * Advance-width deltas of a variable font at a weight (OpenType fvar, avar, HVAR); none for a
 * static font. Axes other than wght stay at their defaults.
 */
export function widthDeltas(tables: Tables, weight: number): (glyph: number) => number {
  const fvar = tables.byTag.get("fvar");
  const hvar = tables.byTag.get("HVAR");
  if (!fvar || !hvar) return () => 0;
  const coords = axisCoordinates(tables, weight);
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

/** One axis of a variable font's fvar table, in user units (wght: 100…900). */
export interface VariationAxis {
  tag: string;
  min: number;
  default: number;
  max: number;
}

/** The axes of a font file, in fvar's order; none for a static font. */
export function variationAxes(tables: Tables): VariationAxis[] {
  const fvar = tables.byTag.get("fvar");
  if (!fvar) return [];
  const axesOffset = fvar.getUint16(4);
  return Array.from({ length: fvar.getUint16(8) }, (_, a) => {
    const at = axesOffset + a * fvar.getUint16(10);
    const [min, def, max] = [4, 8, 12].map((offset) => fvar.getInt32(at + offset) / 65536) as [number, number, number];
    return { tag: tagAt(fvar, at), min, default: def, max };
  });
}

/** Normalized coordinates (-1…1) of every fvar axis, wght at `weight`, mapped through avar. */
function axisCoordinates(tables: Tables, weight: number): number[] {
  const avar = tables.byTag.get("avar");
  const coords: number[] = [];
  let avarAt = 8;
  for (const { tag, min, default: def, max } of variationAxes(tables)) {
    const value = tag === "wght" ? Math.min(max, Math.max(min, weight)) : def;
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
