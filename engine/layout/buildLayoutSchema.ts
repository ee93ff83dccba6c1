import { layoutSchema } from "../../schemas/layout.js";
import type { EnvelopeKind } from "../../schemas/envelopes.js";
import type { Catalogue } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract, SlotUse } from "./BlockContract.js";
import { editorCopyDefs } from "./editorCopySchemas.js";
import { bindingDefName, bindingUnionSchema, sourceDefs } from "./bindingUnionSchema.js";
import { blockItemSchema, editorBlockSchema } from "./blockItemSchema.js";
import type { LayoutSchemaRendering as Rendering } from "./LayoutSchemaRendering.js";

// Also exported here, the module they were first written in, so that imports of them keep working.
export { bindingUnionSchema } from "./bindingUnionSchema.js";
export { slotDescription } from "./blockItemSchema.js";

type Schema = Record<string, unknown>;

function renderLayoutSchema(blocks: readonly BlockContract[], catalogue: Catalogue, rendering: Rendering): Schema {
  const slotKinds = new Map<string, [SlotUse, EnvelopeKind | undefined]>();
  for (const block of blocks) {
    for (const slot of Object.values(block.slots)) slotKinds.set(bindingDefName(slot.use ?? "read", slot.envelope), [slot.use ?? "read", slot.envelope]);
  }
  return {
    ...layoutSchema,
    $defs: {
      block:
        rendering === "validator"
          ? {
              type: "object",
              required: ["type"],
              properties: { type: { type: "string" } },
              discriminator: { propertyName: "type" },
              oneOf: blocks.map((block) => blockItemSchema(block, rendering)),
            }
          : editorBlockSchema(blocks),
      binding: bindingUnionSchema(catalogue, "read", undefined, rendering),
      layoutId: layoutSchema.$defs.layoutId,
      blockCondition: layoutSchema.$defs.blockCondition,
      paramRule: layoutSchema.$defs.paramRule,
      ...Object.fromEntries([...slotKinds].sort().map(([name, [use, envelope]]) => [name, bindingUnionSchema(catalogue, use, envelope, rendering)])),
      ...(rendering === "editor" && sourceDefs(catalogue, [["read", undefined], ...slotKinds.values()])),
      ...(rendering === "editor" && editorCopyDefs(blocks)),
    },
  };
}

/**
 * The full layout schema the validator uses: the document schema from `schemas/layout.ts` with the
 * block item replaced by the discriminated union of the registered blocks, and bindings replaced by
 * the union of catalogue sources.
 */
export function buildLayoutSchema(blocks: readonly BlockContract[], catalogue: Catalogue): Schema {
  return withoutAnnotations(renderLayoutSchema(blocks, catalogue, "validator")) as Schema;
}

/**
 * The schema without `description` and `examples`: the validator never shows them, and its precompiled
 * code (verbose errors keep each schema) would carry every sentence. Names inside `properties` are
 * property names, not keywords, and stay.
 */
function withoutAnnotations(node: unknown, inProperties = false): unknown {
  if (Array.isArray(node)) return node.map((item) => withoutAnnotations(item));
  if (!node || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => inProperties || (key !== "description" && key !== "examples"))
      .map(([key, value]) => [key, key === "enum" || key === "const" ? value : withoutAnnotations(value, !inProperties && key === "properties")]),
  );
}

/** The same schema for editors (schemas/layout.schema.json): enums with descriptions and if/then per block and source. */
export function buildEditorLayoutSchema(blocks: readonly BlockContract[], catalogue: Catalogue): Schema {
  const { $id, $defs, ...document } = renderLayoutSchema(blocks, catalogue, "editor");
  // One `$schema` for every file of tenants/: a document with `block` is a copy file, any other a layout (or a part).
  return { $id, if: { type: "object", required: ["block"] }, then: { $ref: "#/$defs/copy" }, else: document, $defs };
}
