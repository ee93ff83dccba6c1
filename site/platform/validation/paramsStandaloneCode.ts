import { ajvModules } from "../../../schemas/documents/ajvModules.js";
import type { Catalogue } from "../catalogue/catalogue.js";
import { catalogueParamsSchemas } from "./catalogueParamsSchemas.js";
import { createAjv } from "./createAjv.js";

/**
 * The platform's request validators as one ES module (AJV standalone code), generated at build time: one
 * export per params schema, named by paramsSchemaKey. AJV's code `require`s ajv-formats and its runtime
 * helpers: the caller provides `require`.
 */
export function paramsStandaloneCode(catalogue: Catalogue): string {
  const ajv = createAjv({ standalone: true });
  const schemas = catalogueParamsSchemas(catalogue);
  for (const [key, schema] of schemas) ajv.addSchema(schema, key);
  return `${ajvModules.standalone().default(ajv, Object.fromEntries([...schemas.keys()].map((key) => [key, key])))}\n`;
}
