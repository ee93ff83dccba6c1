// Build step: AJV validators as standalone code in dist/server/validators/, so the server loads them
// instead of compiling the layout schema, the request schemas and the content schemas at start-up. Generated at every build
// from the sources (nothing generated is committed); the server falls back to compiling without them.
// The layout schema's hash goes into the server bundle (build.mjs), so that its start need not compute it.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { asciiSource } from "./asciiSource.mjs";
import { importBuildModule } from "./importBuildModule.mjs";

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

// AJV's standalone code requires its runtime helpers (and ajv-formats') even in ES module form.
const PRELUDE = `import { createRequire } from "node:module";\nconst require = createRequire(import.meta.url);\n`;
const prelude = (name) => (name.endsWith(".mjs") ? PRELUDE : "");

/**
 * Writes the standalone validator modules into `outDir` (dist/server/validators/ by default). They
 * import ajv's runtime from node_modules, so `outDir` must sit inside `root`, as dist/ does. Resolves
 * with their paths and the hash of the layout schema they were generated from.
 */
export async function buildValidators(root, outDir = join(root, "dist", "server", "validators")) {
  const { modules, layoutSchemaHash } = await importBuildModule(root, "validators-generator", GENERATOR);
  mkdirSync(outDir, { recursive: true });
  const files = Object.entries(modules());
  for (const [name, code] of files) writeFileSync(join(outDir, name), asciiSource(prelude(name) + code));
  return { files: files.map(([name]) => join(outDir, name)), layoutSchemaHash: layoutSchemaHash() };
}
