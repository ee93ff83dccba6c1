import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ParamsCheck } from "./ParamsCheck.js";

/** The file the build writes into the validators folder (site/scripts/buildValidators.mjs). */
export const PARAMS_VALIDATORS_FILE = "params.mjs";

/** The build's checks by key (paramsSchemaKey); undefined while none are loaded (source runs). */
let precompiled: Readonly<Record<string, ParamsCheck | undefined>> | undefined;
const missing = new Set<string>();

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

/** The precompiled check of the schema with this key, if the build made one. */
export function precompiledParamsCheck(key: string): ParamsCheck | undefined {
  if (!precompiled) return undefined;
  const check = Object.hasOwn(precompiled, key) ? precompiled[key] : undefined;
  if (!check) missing.add(key);
  return check;
}

/**
 * Schemas asked for while a precompiled set was loaded that it lacks (so compiled at start-up after all):
 * none when catalogueParamsSchemas.ts lists every schema the platform registers.
 */
export function missingPrecompiledParamsChecks(): readonly string[] {
  return [...missing];
}
