import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ParamsCheck } from "./ParamsCheck.js";

/** The file the build writes into the validators folder (site/scripts/buildValidators.mjs). */
export const PARAMS_VALIDATORS_FILE = "params.mjs";

let precompiled: Readonly<Record<string, ParamsCheck | undefined>> = {};

/**
 * Loads the build's precompiled request validators from `validatorsDir`, when the build made them (not in
 * source runs). Call before the routes register; returns how many there are.
 */
export async function loadPrecompiledParamsChecks(validatorsDir: URL): Promise<number> {
  const file = new URL(PARAMS_VALIDATORS_FILE, validatorsDir);
  if (!existsSync(fileURLToPath(file))) return 0;
  precompiled = (await import(file.href)) as Record<string, ParamsCheck | undefined>;
  return Object.keys(precompiled).length;
}

/** The precompiled check of the schema with this key (paramsSchemaKey), if the build made one. */
export function precompiledParamsCheck(key: string): ParamsCheck | undefined {
  return Object.hasOwn(precompiled, key) ? precompiled[key] : undefined;
}
