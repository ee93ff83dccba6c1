import type { Ajv } from "ajv";
import { ajvModules } from "../../schemas/documents/ajvModules.js";

/**
 * The AJV instance the layout schema is compiled with, at start-up or at build time (standalone code).
 * One factory for both, so the precompiled validator is generated with the options the fallback uses.
 */
export function createLayoutAjv(options: { standalone?: boolean } = {}): Ajv {
  // Shared unions ($defs) compile once as functions of their own instead of inlined at every use.
  const ajv = new (ajvModules.core().Ajv)({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictTuples: false,
    allowUnionTypes: true,
    inlineRefs: false,
    // CommonJS: the server loads the generated check synchronously, when a layout first needs it (loadLayoutValidator.ts).
    ...(options.standalone && { code: { source: true, esm: false } }),
  });
  ajv.addKeyword({ keyword: "x-expected", schemaType: "string" });
  return ajv;
}
