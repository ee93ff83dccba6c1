import standaloneCode from "ajv/dist/standalone/index.js";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract } from "./BlockContract.js";
import { buildLayoutSchema } from "./buildLayoutSchema.js";
import { createLayoutAjv } from "./createLayoutAjv.js";
import { layoutSchemaHash } from "./layoutSchemaHash.js";

/**
 * The layout schema check as an ES module (AJV standalone code), generated at build time so that the
 * server does not compile the schema at start-up. It exports `validate` and the `schemaHash` it was
 * generated from. AJV's code still `require`s its small runtime helpers: the caller provides `require`.
 */
export function layoutStandaloneCode(blocks: readonly BlockContract[], catalogue: Catalogue): string {
  const ajv = createLayoutAjv({ standalone: true });
  const validate = ajv.compile(buildLayoutSchema(blocks, catalogue));
  return `${standaloneCode(ajv, validate)}\nexport const schemaHash = ${JSON.stringify(layoutSchemaHash(blocks, catalogue))};\n`;
}
