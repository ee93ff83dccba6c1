// Build steps that need the project's TypeScript (the block contracts, the catalogue) bundle a small
// generator for Node and import it: one way for every such step.
import { build } from "esbuild";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

// Blocks load their components with import(): a generator never needs them, so they stay out of it
// (and so do React, Mantine and charts, which would take longer to load than what is asked for).
const LEAVE_DYNAMIC_IMPORTS = {
  name: "leave-dynamic-imports",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined));
  },
};

/** Bundles `contents` (TypeScript, imports relative to `root`) for Node and returns its module. */
export async function importBuildModule(root, name, contents) {
  // Inside root so that the bundle's bare imports (ajv, react, …) resolve from root's node_modules.
  const scratch = join(root, "node_modules", ".cache", "build-modules");
  const file = join(scratch, `${name}-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(scratch, { recursive: true });
  try {
    await build({
      absWorkingDir: root,
      stdin: { contents, resolveDir: root, sourcefile: `${name}.ts`, loader: "ts" },
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: file,
      packages: "external",
      // As in the server bundle: blocks may import their stylesheets, which no generator needs.
      loader: { ".css": "empty" },
      jsx: "automatic",
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "warning",
      plugins: [LEAVE_DYNAMIC_IMPORTS],
    });
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(file, { force: true });
  }
}
