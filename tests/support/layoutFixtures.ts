import { readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { blockContracts as blocks } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { createLayoutValidator } from "../../engine/layout/createLayoutValidator.js";
import { listLayoutFiles } from "../../engine/layout/layoutFiles.js";

export const tenantsDir = resolve(import.meta.dirname, "../../tenants");
export const validateLayout = createLayoutValidator(blocks, catalogue);

/** The shipped layout files (with their parts/ and copy/ files), as operators would drop them in. */
export function tenantFiles(): { file: string; text: string }[] {
  return listLayoutFiles(tenantsDir).map((path) => ({ file: join("tenants", relative(tenantsDir, path)), text: readFileSync(path, "utf8") }));
}

/** The same files by path, where a validator looks up `$include` targets. */
export function tenantTexts(): ReadonlyMap<string, string> {
  return new Map(tenantFiles().map(({ file, text }) => [file, text]));
}
