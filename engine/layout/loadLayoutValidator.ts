import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract } from "./BlockContract.js";
import { createLayoutValidator, type LayoutValidator } from "./createLayoutValidator.js";
import type { LayoutSchemaCheck } from "./LayoutSchemaCheck.js";
import { layoutSchemaHash } from "./layoutSchemaHash.js";
import { rememberedSchemaCheck } from "./rememberedSchemaCheck.js";
import { buildLayoutSchema } from "./buildLayoutSchema.js";
import { createLayoutAjv } from "./createLayoutAjv.js";

/** The file the build writes into the validators folder (site/scripts/buildValidators.mjs). */
export const LAYOUT_VALIDATOR_FILE = "layout.mjs";

interface PrecompiledLayoutModule {
  validate: LayoutSchemaCheck;
  schemaHash: string;
}

/**
 * The layout validator, from the build's precompiled schema check in `validatorsDir` when there is one
 * generated from this very schema; otherwise the schema is compiled here (source runs: dev, validate CLI, tests).
 * With `rememberIn`, a file, the documents it passed are remembered there across starts (rememberedSchemaCheck).
 */
export async function loadLayoutValidator(
  blocks: readonly BlockContract[],
  catalogue: Catalogue,
  validatorsDir: URL,
  { rememberIn }: { rememberIn?: string } = {},
): Promise<LayoutValidator> {
  const schemaHash = layoutSchemaHash(blocks, catalogue);
  const file = new URL(LAYOUT_VALIDATOR_FILE, validatorsDir);
  let check: LayoutSchemaCheck | undefined;
  if (existsSync(fileURLToPath(file))) {
    const precompiled = (await import(file.href)) as PrecompiledLayoutModule;
    // A build from other sources (a stale dist/ beside edited blocks) must not validate against an old schema.
    if (precompiled.schemaHash === schemaHash) check = precompiled.validate;
  }
  check ??= createLayoutAjv().compile(buildLayoutSchema(blocks, catalogue));
  return createLayoutValidator(blocks, catalogue, rememberIn ? rememberedSchemaCheck(check, schemaHash, rememberIn) : check);
}
