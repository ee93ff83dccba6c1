// Build step: AJV validators as standalone code in dist/server/validators/, so the server loads them
// instead of compiling the layout schema, the request schemas and the content schemas at start-up. Generated at every build
// from the sources (nothing generated is committed); the server falls back to compiling without them.
// The layout schema's hash goes into the server bundle (build.mjs), so that its start need not compute it.
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { asciiSource } from "./asciiSource.mjs";

// The schemas come from TypeScript (block registry, catalogue): bundled to one temporary module first.
const GENERATOR = `
import { blockContracts } from "./blocks/contracts.js";
import { catalogue } from "./schemas/catalogue/catalogue.js";
import { LAYOUT_VALIDATOR_FILE, layoutStandaloneCode } from "./engine/node.js";
import { layoutSchemaHash as schemaHash } from "./engine/layout/layoutSchemaHash.js";
import { CONTENT_VALIDATORS_FILE, contentStandaloneCode, PARAMS_VALIDATORS_FILE, paramsStandaloneCode } from "./site/platform/index.js";
export const modules = () => ({
  [LAYOUT_VALIDATOR_FILE]: layoutStandaloneCode(blockContracts, catalogue),
  [PARAMS_VALIDATORS_FILE]: paramsStandaloneCode(catalogue),
  [CONTENT_VALIDATORS_FILE]: contentStandaloneCode(),
});
export const layoutSchemaHash = () => schemaHash(blockContracts, catalogue);
`;

// Blocks load their components with import(): schemas never need them, so they stay out of the
// generator (and so do React, Mantine and charts, which would take longer to load than the schemas).
const LEAVE_DYNAMIC_IMPORTS = {
  name: "leave-dynamic-imports",
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => (args.kind === "dynamic-import" ? { path: args.path, external: true } : undefined));
  },
};

// AJV's standalone code requires its runtime helpers (and ajv-formats') even in ES module form.
const PRELUDE = `import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n`;
const prelude = (name) => (name.endsWith(".mjs") ? PRELUDE : "");

/**
 * Writes the standalone validator modules into `outDir` (dist/server/validators/ by default). They
 * import ajv's runtime from node_modules, so `outDir` must sit inside `root`, as dist/ does. Resolves
 * with their paths and the hash of the layout schema they were generated from.
 */
export async function buildValidators(root, outDir = join(root, "dist", "server", "validators")) {
  // Inside root so that the bundle's bare imports (ajv, react, …) resolve from root's node_modules.
  const scratch = join(root, "node_modules", ".cache", "build-validators");
  const generator = join(scratch, `generate-${process.pid}-${Date.now()}.mjs`);
  mkdirSync(scratch, { recursive: true });
  try {
    await build({
      absWorkingDir: root,
      stdin: { contents: GENERATOR, resolveDir: root, sourcefile: "validators-generator.ts", loader: "ts" },
      bundle: true,
      format: "esm",
      platform: "node",
      target: "node20",
      outfile: generator,
      packages: "external",
      // As in the server bundle: blocks may import their stylesheets, which schemas do not need.
      loader: { ".css": "empty" },
      jsx: "automatic",
      define: { "process.env.NODE_ENV": '"production"' },
      logLevel: "warning",
      plugins: [LEAVE_DYNAMIC_IMPORTS],
    });
    const { modules, layoutSchemaHash } = await import(pathToFileURL(generator).href);
    mkdirSync(outDir, { recursive: true });
    const files = Object.entries(modules());
    for (const [name, code] of files) writeFileSync(join(outDir, name), asciiSource(prelude(name) + code));
    return { files: files.map(([name]) => join(outDir, name)), layoutSchemaHash: layoutSchemaHash() };
  } finally {
    rmSync(generator, { force: true });
  }
}
