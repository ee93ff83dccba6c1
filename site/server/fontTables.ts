import { brotliDecompressSync } from "node:zlib";

/** The tables of a font file by tag, from a plain sfnt or a WOFF2 file. */
export interface Tables {
  byTag: Map<string, DataView>;
  hmtxTransformed: boolean;
}

export function need(tables: Tables, tag: string): DataView {
  const table = tables.byTag.get(tag);
  if (!table) throw new Error(`the font has no ${tag} table`);
  return table;
}

export const view = (bytes: Uint8Array, offset = 0, length = bytes.byteLength - offset) => new DataView(bytes.buffer, bytes.byteOffset + offset, length);
export const tagAt = (data: DataView, offset: number) =>
  String.fromCharCode(data.getUint8(offset), data.getUint8(offset + 1), data.getUint8(offset + 2), data.getUint8(offset + 3));

export const isWoff2 = (file: Uint8Array) => file.byteLength > 4 && tagAt(view(file), 0) === "wOF2";

/** Plain sfnt (TTF/OTF): a table directory of tag, checksum, offset, length. */
export function sfntTables(file: Uint8Array): Tables {
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
export function woff2Tables(file: Uint8Array): Tables {
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
