import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import { ajvModules } from "../../schemas/documents/ajvModules.js";
import type { BlockContract } from "../layout/BlockContract.js";
import { buildLayoutSchema } from "../layout/buildLayoutSchema.js";
import { createLayoutAjv } from "../layout/createLayoutAjv.js";
import { layoutSchemaHash } from "../layout/layoutSchemaHash.js";

/**
 * The layout schema check as a CommonJS module (AJV standalone code), generated at build time so that the
 * server does not compile the schema. `module.exports` is the check, and its `schemaHash` property the
 * hash of the schema it was generated from. CommonJS, so that the server can load it synchronously when a
 * layout first needs it: some 5 MB of code that a start with every layout remembered never loads.
 */
export function layoutStandaloneCode(blocks: readonly BlockContract[], catalogue: Catalogue): string {
  const ajv = createLayoutAjv({ standalone: true });
  const validate = ajv.compile(buildLayoutSchema(blocks, catalogue));
  return `${ajvModules.standalone().default(ajv, validate)}\nmodule.exports.schemaHash = ${JSON.stringify(layoutSchemaHash(blocks, catalogue))};\n`;
}
