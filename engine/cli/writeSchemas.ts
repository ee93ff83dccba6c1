// `npm run schemas`: writes schemas/layout.schema.json, the JSON Schema editors use for tenants/*.json
// (`"$schema": "../schemas/layout.schema.json"`). It is generated from the same schema the validator
// compiles; a test fails when the file is out of date.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { blocks } from "../../blocks/index.js";
import { catalogue } from "../catalogue/catalogue.js";
import { layoutSchemaFile } from "../layout/layoutSchemaFile.js";

const target = resolve(import.meta.dirname, "../../schemas/layout.schema.json");
writeFileSync(target, layoutSchemaFile(blocks, catalogue));
console.log(`wrote ${target}`);
