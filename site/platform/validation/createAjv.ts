import type { Ajv } from "ajv";
import { ajvModules } from "../../../schemas/documents/ajvModules.js";

/**
 * One AJV instance for all catalogue validators; strict so a typo in the catalogue fails at start-up (or at
 * build time, where the same options generate the standalone validators).
 */
export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  const ajv = new (ajvModules.core().Ajv)({
    allErrors: false,
    strict: true,
    coerceTypes: false,
    useDefaults: false,
    ...(options.standalone && { code: { source: true, esm: true } }),
  });
  // In standalone code the formats are `require("ajv-formats/dist/formats")`: ajv-formats sets `code.formats`.
  ajvModules.formats().default(ajv);
  return ajv;
}
