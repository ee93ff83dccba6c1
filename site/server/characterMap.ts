/** Code point → glyph id from the cmap's Unicode subtable (format 12 preferred, else format 4). */
export function characterMap(cmap: DataView): (codePoint: number) => number | undefined {
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
