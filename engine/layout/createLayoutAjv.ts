import { Ajv } from "ajv";

/**
 * The AJV instance the layout schema is compiled with, at start-up or at build time (standalone code).
 * One factory for both, so the precompiled validator is generated with the options the fallback uses.
 */
export function createLayoutAjv(options: { standalone?: boolean } = {}): Ajv {
  // Shared unions ($defs) compile once as functions of their own instead of inlined at every use.
  const ajv = new Ajv({
    allErrors: true,
    verbose: true,
    discriminator: true,
    strict: true,
    strictTuples: false,
    allowUnionTypes: true,
    inlineRefs: false,
    ...(options.standalone && { code: { source: true, esm: true } }),
  });
  ajv.addKeyword({ keyword: "x-expected", schemaType: "string" });
  return ajv;
}
