// The hash of the platform seed's code, for the server bundle (__SEED_CODE_HASH__, see
// site/platform/seed/builtSeedCodeHash.ts): every project module seedPlatform imports, found by esbuild, and
// their text. A change to any of them makes the next start seed again.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const SEED_ENTRY = "site/platform/seed/seedPlatform.ts";

export async function seedCodeHash(root) {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: [SEED_ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    platform: "node",
    format: "esm",
    packages: "external",
    logLevel: "warning",
  });
  const hash = createHash("sha256");
  for (const file of Object.keys(metafile.inputs).sort()) hash.update(`${file}\0${readFileSync(join(root, file), "utf8")}\0`);
  return hash.digest("hex");
}
