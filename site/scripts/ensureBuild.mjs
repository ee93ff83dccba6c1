// Builds dist/ when it is missing or older than the sources; used by `npm start` and `npm test`.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./buildSteps.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export async function ensureBuild() {
  const hashFile = join(root, "dist", "build-hash");
  if (existsSync(hashFile) && readFileSync(hashFile, "utf8") === sourceHash(root)) return false;
  console.log("build missing or stale: building…");
  const { buildAll } = await import("./build.mjs");
  const { ms } = await buildAll();
  console.log(`built in ${ms} ms`);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await ensureBuild();
