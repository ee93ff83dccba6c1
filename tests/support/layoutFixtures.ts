import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { createLayoutValidator } from "../../engine/layout/createLayoutValidator.js";

export const tenantsDir = resolve(import.meta.dirname, "../../tenants");
export const validateLayout = createLayoutValidator(blocks, catalogue);

/** The shipped layout files, as operators would drop them in. */
export function tenantFiles(): { file: string; text: string }[] {
  return readdirSync(tenantsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => ({ file: join("tenants", name), text: readFileSync(join(tenantsDir, name), "utf8") }));
}
