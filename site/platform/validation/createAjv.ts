import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import type { FormatsPlugin } from "ajv-formats";

// ajv-formats is CommonJS: depending on module interop the default import is the plugin or its namespace.
const addFormats: FormatsPlugin =
  typeof addFormatsModule === "function" ? (addFormatsModule as FormatsPlugin) : (addFormatsModule as { default: FormatsPlugin }).default;

/**
 * One AJV instance for all catalogue validators; strict so a typo in the catalogue fails at start-up (or at
 * build time, where the same options generate the standalone validators).
 */
export function createAjv(options: { standalone?: boolean } = {}): Ajv {
  const ajv = new Ajv({
    allErrors: false,
    strict: true,
    coerceTypes: false,
    useDefaults: false,
    ...(options.standalone && { code: { source: true, esm: true } }),
  });
  // In standalone code the formats are `require("ajv-formats/dist/formats")`: ajv-formats sets `code.formats`.
  addFormats(ajv);
  return ajv;
}
