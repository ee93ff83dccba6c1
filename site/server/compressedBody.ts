import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type Encoding = "br" | "gzip" | "identity";

/**
 * A response body with its compressed forms, made on first need and kept: a cached page or
 * stylesheet is compressed once, whatever the number of visitors.
 */
export interface CompressedBody {
  etag: string;
  /** Bytes held, all encodings made so far. */
  size(): number;
  bytes(encoding: Encoding): Buffer;
}

/** Brotli's quality for bodies made per request: about gzip's CPU, a smaller result. */
const BROTLI_QUALITY = 4;
/** Below this, compression costs more than it saves. */
const MIN_COMPRESS_BYTES = 1024;

export function compressedBody(text: string | Buffer, quality = BROTLI_QUALITY): CompressedBody {
  const identity = typeof text === "string" ? Buffer.from(text) : text;
  const etag = `"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`;
  const made = new Map<Encoding, Buffer>([["identity", identity]]);
  return {
    etag,
    size: () => [...made.values()].reduce((sum, buffer) => sum + buffer.length, 0),
    bytes(encoding) {
      if (identity.length < MIN_COMPRESS_BYTES) return identity;
      let body = made.get(encoding);
      if (!body) {
        body =
          encoding === "br"
            ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
            : gzipSync(identity, { level: 6 });
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/** The best encoding the request accepts (brotli, then gzip); `q=0` refuses one. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined, size: number): Encoding {
  if (size < MIN_COMPRESS_BYTES || !acceptEncoding) return "identity";
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(",") : acceptEncoding;
  const accepted = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return "identity";
}
