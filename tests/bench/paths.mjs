import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The project root (this file is tests/bench/paths.mjs). */
export const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
