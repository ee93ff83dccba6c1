// `npm start`: the production server, building first when dist/ is missing or older than the sources.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuild } from "./ensureBuild.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
process.env.NODE_ENV = "production";
process.chdir(root);
await ensureBuild();
await import(pathToFileURL(join(root, "dist", "server", "main.mjs")).href);
