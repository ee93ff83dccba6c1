import { createHash } from "node:crypto";
import type { JsonSchemaObject } from "./paramsSchema.js";

/**
 * The name a params schema's precompiled validator is exported under: a hash of the schema itself, so a
 * precompiled validator can only ever stand in for the very schema it was generated from.
 */
export function paramsSchemaKey(schema: JsonSchemaObject): string {
  return `params_${createHash("sha256").update(JSON.stringify(schema)).digest("hex").slice(0, 24)}`;
}
