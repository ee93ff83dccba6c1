// `npm run schemas`: writes the JSON Schemas editors use for the data files, each generated from the
// same schema the validators compile (a test fails when one is out of date):
// - schemas/layout.schema.json for tenants/*.json (`"$schema": "../schemas/layout.schema.json"`);
// - schemas/site.schema.json for tenants/sites/*.json;
// - schemas/catalogue.schema.json for schemas/catalogue.json (its `$schema`);
// - schemas/content*.schema.json for tenants/content/ (the seeded content of the shipped sites).
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { blockContracts } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { catalogueSchemaFile } from "../../schemas/catalogueSchemaFile.js";
import { contentSchemaFiles } from "../../schemas/content/contentSchemaFiles.js";
import { layoutSchemaFile } from "../../engine/index.js";
import { siteSchemaFile } from "../../schemas/siteSchemaFile.js";

const schemasDir = resolve(import.meta.dirname, "../../schemas");
const files = [
  { name: "layout.schema.json", text: layoutSchemaFile(blockContracts, catalogue) },
  { name: "site.schema.json", text: siteSchemaFile() },
  { name: "catalogue.schema.json", text: catalogueSchemaFile() },
  ...contentSchemaFiles(),
];
for (const { name, text } of files) {
  writeFileSync(resolve(schemasDir, name), text);
  console.log(`wrote ${resolve(schemasDir, name)}`);
}
