import { createHash } from "node:crypto";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract } from "./BlockContract.js";
import { buildLayoutSchema } from "./buildLayoutSchema.js";

/** Fingerprint of the layout schema: a precompiled validator is used only for the schema it was generated from. */
export function layoutSchemaHash(blocks: readonly BlockContract[], catalogue: Catalogue): string {
  return createHash("sha256")
    .update(JSON.stringify(buildLayoutSchema(blocks, catalogue)))
    .digest("hex");
}
