import type { BlockContract } from "./BlockContract.js";

type Schema = Record<string, unknown>;

/** Name of the editor schema's `$defs` entry for one block type's props, shared by its block items and its copy files. */
export function propsDefName(type: string): string {
  return `props-${type}`;
}

const INCLUDE_DESCRIPTION =
  "Takes the block's props from a copy file (tenants/copy/): its path relative to this file, e.g. `../copy/privacy-policy.json`. " +
  "The copy file names the same block type.";

/** A block's `props` in the editor schema: its own props, or `{ "$include": "…" }` (then only the include is checked). */
export function editorPropsSchema(block: BlockContract): Schema {
  return {
    description: `Content of the ${block.type} block, or \`{ "$include": "../copy/<file>.json" }\` to take it from a copy file.`,
    if: { type: "object", required: ["$include"] },
    then: { $ref: "#/$defs/include" },
    else: { $ref: `#/$defs/${propsDefName(block.type)}` },
  };
}

/**
 * The editor-only `$defs` for page copy: each block's props (`props-<type>`), the `$include` object,
 * and `copy`, the shape of a copy file (`{ "block": "<type>", "props": { … } }`), which the published
 * schema's root takes when a document has `block`: copy files complete with the same `$schema` line.
 */
export function editorCopyDefs(blocks: readonly BlockContract[]): Schema {
  return {
    include: {
      description: INCLUDE_DESCRIPTION,
      type: "object",
      additionalProperties: false,
      required: ["$include"],
      properties: { $include: { type: "string", pattern: "^[^#]+\\.json$", description: INCLUDE_DESCRIPTION, examples: ["../copy/privacy-policy.json"] } },
    },
    copy: {
      description: 'A page-copy file: the props of one block, which a layout takes in with `"props": { "$include": "../copy/<file>.json" }`.',
      type: "object",
      additionalProperties: false,
      required: ["block", "props"],
      properties: {
        $schema: { type: "string", description: "The schema editors check this file against: `../../schemas/layout.schema.json`." },
        block: {
          description: "The type of the block whose props this file holds; a block of another type cannot include it.",
          enum: blocks.map((b) => b.type),
          enumDescriptions: blocks.map((b) => b.description),
          markdownEnumDescriptions: blocks.map((b) => b.description),
        },
        props: { type: "object", description: "The block's props; which properties it takes depends on `block`." },
      },
      allOf: blocks.map((block) => ({
        if: { properties: { block: { const: block.type } }, required: ["block"] },
        then: { properties: { props: { description: `Content of the ${block.type} block.`, allOf: [{ $ref: `#/$defs/${propsDefName(block.type)}` }] } } },
      })),
    },
    ...Object.fromEntries(blocks.map((block) => [propsDefName(block.type), { description: `Content of the ${block.type} block.`, ...block.propsSchema }])),
  };
}
