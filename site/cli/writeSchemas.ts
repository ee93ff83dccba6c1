// `npm run schemas`: writes schemas/layout.schema.json (and schemas/site.schema.json), the JSON Schema editors use for tenants/*.json
// (`"$schema": "../schemas/layout.schema.json"`). It is generated from the same schema the validator
// compiles; a test fails when the file is out of date.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { blockContracts } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { layoutSchemaFile } from "../../engine/index.js";
import { siteSchemaFile } from "../../schemas/siteSchemaFile.js";

const target = resolve(import.meta.dirname, "../../schemas/layout.schema.json");
writeFileSync(target, layoutSchemaFile(blockContracts, catalogue));
console.log(`wrote ${target}`);
// And schemas/site.schema.json for tenants/sites/*.json.
const siteTarget = resolve(import.meta.dirname, "../../schemas/site.schema.json");
writeFileSync(siteTarget, siteSchemaFile());
console.log(`wrote ${siteTarget}`);
