// `npm start`: the production server, building first when dist/ is missing or older than the sources.
// `npm run platform` (argument `platform`): the embedded platform as a process of its own.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ensureBuild } from "./ensureBuild.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
process.env.NODE_ENV = "production";
process.chdir(root);
await ensureBuild();
const entry = process.argv[2] === "platform" ? "platform.mjs" : "main.mjs";
await import(pathToFileURL(join(root, "dist", "server", entry)).href);
