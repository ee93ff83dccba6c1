import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract } from "./BlockContract.js";
import { createLayoutValidator, type LayoutValidator } from "./createLayoutValidator.js";
import type { LayoutSchemaCheck } from "./LayoutSchemaCheck.js";
import { layoutSchemaHash } from "./layoutSchemaHash.js";
import { rememberedSchemaCheck } from "./rememberedSchemaCheck.js";
import { buildLayoutSchema } from "./buildLayoutSchema.js";
import { createLayoutAjv } from "./createLayoutAjv.js";

/** The file the build writes into the validators folder (site/scripts/buildValidators.mjs), by layoutStandaloneCode. */
export const LAYOUT_VALIDATOR_FILE = "layout.cjs";

// Not `require`: the server bundle's banner declares that name at the top of the bundle.
const requireHere = createRequire(import.meta.url);

/** The build's check in `file`, when there is one generated from this very schema. */
function precompiledCheck(file: string, schemaHash: string): LayoutSchemaCheck | undefined {
  if (!existsSync(file)) return undefined;
  const check = requireHere(file) as LayoutSchemaCheck & { schemaHash?: unknown };
  // A build from other sources (a stale dist/ beside edited blocks) must not validate against an old schema.
  return check.schemaHash === schemaHash ? check : undefined;
}

/**
 * The layout validator. Its schema check is the build's precompiled one in `validatorsDir` when it was
 * generated from this very schema, otherwise the schema compiled here (source runs: dev, validate CLI,
 * tests); either is loaded when a document first needs it, not before. With `rememberIn`, a file, the
 * documents it passed are remembered there across starts (rememberedSchemaCheck), so a start with no
 * layout changed loads no check at all. `schemaHash`: the schema's hash when the caller knows it (the
 * server bundle has the one its build computed); computed here otherwise.
 */
export function loadLayoutValidator(
  blocks: readonly BlockContract[],
  catalogue: Catalogue,
  validatorsDir: URL,
  { rememberIn, schemaHash = layoutSchemaHash(blocks, catalogue) }: { rememberIn?: string; schemaHash?: string } = {},
): LayoutValidator {
  let loaded: LayoutSchemaCheck | undefined;
  const schemaCheck = () =>
    (loaded ??=
      precompiledCheck(fileURLToPath(new URL(LAYOUT_VALIDATOR_FILE, validatorsDir)), schemaHash) ??
      createLayoutAjv().compile(buildLayoutSchema(blocks, catalogue)));
  const check: LayoutSchemaCheck = (document) => {
    const loadedCheck = schemaCheck();
    const ok = loadedCheck(document);
    check.errors = loadedCheck.errors;
    return ok;
  };
  return createLayoutValidator(blocks, catalogue, rememberIn ? rememberedSchemaCheck(check, schemaHash, rememberIn) : check);
}
