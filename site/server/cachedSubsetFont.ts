import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

export type SubsetFont = (font: Uint8Array, text: string, options: NonNullable<Parameters<typeof subsetFont>[2]>) => Promise<Uint8Array>;

/**
 * subset-font, its results kept in `cacheDir` by what decides them: the source file, the characters,
 * the options and the subsetter's own code. WOFF2's Brotli makes cutting the fonts some 10 s of CPU,
 * as long as the rest of the build, for files that change only with a font package or the weights;
 * a build with neither changed cuts nothing. No folder, no cache.
 */
export function cachedSubsetFont(cacheDir: string | undefined): SubsetFont {
  if (!cacheDir) return subsetFont;
  const subsetter = createHash("sha256");
  for (const name of ["subset-font", "fontverter", "wawoff2"]) subsetter.update(readFileSync(require.resolve(`${name}/package.json`)));
  subsetter.update(readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm")));
  const code = subsetter.digest();
  mkdirSync(cacheDir, { recursive: true });
  return async (font, text, options) => {
    const key = createHash("sha256").update(code).update(font).update(text).update(JSON.stringify(options)).digest("hex");
    const file = join(cacheDir, `${key}.${options.targetFormat ?? "font"}`);
    if (existsSync(file)) return readFileSync(file);
    const bytes = await subsetFont(font, text, options);
    // Written whole or not at all: another build may read the same folder meanwhile.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return bytes;
  };
}
