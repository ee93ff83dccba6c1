import { siteFileSchema } from "./siteFile.js";

/** `schemas/site.schema.json`, the editor's schema for `tenants/sites/*.json`, from the schema the platform validates with. */
export function siteSchemaFile(): string {
  const { $id: _id, ...schema } = siteFileSchema;
  return `${JSON.stringify({ $schema: "http://json-schema.org/draft-07/schema#", title: "Tenant site settings", ...schema }, null, 2)}\n`;
}
