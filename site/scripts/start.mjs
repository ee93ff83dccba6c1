// `npm start`: the production server, building first when dist/ is missing or older than the sources.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { sourceHash } from "./buildSteps.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
process.env.NODE_ENV = "production";
process.chdir(root);

const hashFile = join(root, "dist", "build-hash");
const current = sourceHash(root);
if (!existsSync(hashFile) || readFileSync(hashFile, "utf8") !== current) {
  console.log("build missing or stale: building…");
  const { buildAll } = await import("./build.mjs");
  const { ms } = await buildAll();
  console.log(`built in ${ms} ms`);
}
await import(pathToFileURL(join(root, "dist", "server", "main.mjs")).href);
