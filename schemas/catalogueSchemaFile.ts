import { catalogueSchema } from "./catalogue.schema.js";

/** `schemas/catalogue.schema.json`, the editor's schema for `schemas/catalogue.json`, from the schema the tests validate it with. */
export function catalogueSchemaFile(): string {
  const { $id: _id, ...schema } = catalogueSchema;
  return `${JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", title: "API catalogue", ...schema }, null, 2)}\n`;
}
