// Brotli and gzip copies of every text asset, made once at build: the server sends them as they are.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|css|json|svg|txt|html)$/;

export function precompress(dir) {
  let files = 0;
  for (const name of readdirSync(dir)) {
    if (!TEXT.test(name)) continue;
    const body = readFileSync(join(dir, name));
    if (body.length < 512) continue;
    writeFileSync(
      join(dir, `${name}.br`),
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    );
    writeFileSync(join(dir, `${name}.gz`), gzipSync(body, { level: 9 }));
    files++;
  }
  return files;
}
