// The API catalogue as the browser bundle takes it: without the `description` texts, which are
// documentation for operators and editors (a third of its bytes), never read by the engine.
import { readFile } from "node:fs/promises";

function withoutDescriptions(value) {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "description" && key !== "$schema")
      .map(([key, inner]) => [key, withoutDescriptions(inner)]),
  );
}

/** esbuild plugin for the client build: schemas/catalogue.json loads without descriptions. */
export function catalogueForBrowser() {
  return {
    name: "catalogue-for-browser",
    setup(build) {
      build.onLoad({ filter: /[\\/]schemas[\\/]catalogue\.json$/ }, async (args) => ({
        contents: JSON.stringify(withoutDescriptions(JSON.parse(await readFile(args.path, "utf8")))),
        loader: "json",
      }));
    },
  };
}
