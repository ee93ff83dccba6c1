import type { BlockContract, BlockSlot } from "./BlockContract.js";
import { editorPropsSchema } from "./editorCopySchemas.js";
import { bindingDefName } from "./bindingUnionSchema.js";
import type { LayoutSchemaRendering as Rendering } from "./LayoutSchemaRendering.js";

type Schema = Record<string, unknown>;

/** A slot in words, for the editor's hover. */
export function slotDescription(name: string, slot: BlockSlot): string {
  const use = slot.use === "submit" ? "The source the form sends to" : "The source the block reads";
  return `Slot \`${name}\`: ${use}${slot.envelope ? ` (${slot.envelope} envelope)` : " (any envelope)"}; ${slot.required ? "required" : "optional"}.`;
}

const blockIdSchema = {
  "type": "string",
  "pattern": "^[a-z][a-z0-9-]*$",
  "x-expected": "lower-case letters, digits and dashes",
  "description": "Stable id of the block on its page, for anchors and form drafts; defaults to the block's position.",
  "examples": ["daftar-kelas"],
};

const BLOCK_TYPE_DESCRIPTION = "The block type; docs/blocks.md describes each.";

const blockWhenDescription = "Show the block only when a route parameter is present (or, with `present: false`, absent).";

export function blockItemSchema(block: BlockContract, rendering: Rendering): Schema {
  const slotNames = Object.keys(block.slots);
  const requiredSlots = slotNames.filter((name) => block.slots[name]!.required);
  const editor = rendering === "editor";
  const properties: Schema = {
    type: editor
      ? { description: BLOCK_TYPE_DESCRIPTION, enum: [block.type], enumDescriptions: [block.description], markdownEnumDescriptions: [block.description] }
      : { const: block.type },
    id: blockIdSchema,
    props: editor ? editorPropsSchema(block) : block.propsSchema,
    when: editor ? { description: blockWhenDescription, allOf: [{ $ref: "#/$defs/blockCondition" }] } : { $ref: "#/$defs/blockCondition" },
  };
  if (slotNames.length) {
    const slotRef = (name: string): Schema => {
      const ref = { $ref: `#/$defs/${bindingDefName(block.slots[name]!.use ?? "read", block.slots[name]!.envelope)}` };
      // In an editor a description beside $ref is replaced by the target's; allOf keeps the slot's own.
      return editor ? { description: slotDescription(name, block.slots[name]!), allOf: [ref] } : ref;
    };
    properties.data = {
      ...(editor && { description: `Data sources of the ${block.type} block, by slot: ${slotNames.join(", ")}.` }),
      type: "object",
      additionalProperties: false,
      required: requiredSlots,
      properties: Object.fromEntries(slotNames.map((name) => [name, slotRef(name)])),
    };
  }
  const required = ["type"];
  if (((block.propsSchema.required as string[] | undefined) ?? []).length) required.push("props");
  if (requiredSlots.length) required.push("data");
  return { ...(editor && { description: block.description }), type: "object", additionalProperties: false, required, properties };
}

/** The block item for editors: `type` as an enum of every block, and one `if/then` per block type. */
export function editorBlockSchema(blocks: readonly BlockContract[]): Schema {
  return {
    description: "One block of the page: `type` picks what it is, `props` its content, `data` the sources it reads.",
    type: "object",
    additionalProperties: false,
    required: ["type"],
    properties: {
      type: {
        description: BLOCK_TYPE_DESCRIPTION,
        enum: blocks.map((b) => b.type),
        enumDescriptions: blocks.map((b) => b.description),
        markdownEnumDescriptions: blocks.map((b) => b.description),
      },
      id: blockIdSchema,
      props: { type: "object", description: "The block's content; which properties it takes depends on `type`." },
      data: { type: "object", description: "The block's data sources, by slot name; which slots it has depends on `type`." },
      when: { description: blockWhenDescription, allOf: [{ $ref: "#/$defs/blockCondition" }] },
    },
    allOf: blocks.map((block) => ({ if: { properties: { type: { const: block.type } }, required: ["type"] }, then: blockItemSchema(block, "editor") })),
  };
}
