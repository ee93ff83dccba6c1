import type { Catalogue, CatalogueParam } from "../catalogue/catalogue.js";
import type { ParamLocation } from "./describeParamError.js";
import { paramsSchema, type JsonSchemaObject } from "./paramsSchema.js";
import { paramsSchemaKey } from "./paramsSchemaKey.js";

const LOCATIONS: readonly ParamLocation[] = ["path", "query", "body"];

/**
 * Every params schema the embedded platform validates requests with, by key: the path, query and body
 * params of each catalogue entry (as http/registerCatalogueRoute.ts and routes/driveUploadRoute.ts split
 * them). The build precompiles these; a schema missing here is still compiled at start-up, only slower.
 */
export function catalogueParamsSchemas(catalogue: Catalogue): Map<string, JsonSchemaObject> {
  const schemas = new Map<string, JsonSchemaObject>();
  for (const entry of catalogue.entries) {
    for (const location of LOCATIONS) {
      const own: CatalogueParam[] = entry.params.filter((param) => param.in === location);
      // A query validator runs even without query params (registerCatalogueRoute.ts).
      if (!own.length && location !== "query") continue;
      const schema = paramsSchema(own);
      schemas.set(paramsSchemaKey(schema), schema);
    }
  }
  return new Map([...schemas].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
