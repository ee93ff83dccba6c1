import { layoutSchema } from "../../schemas/layout.js";
import type { EnvelopeKind } from "../../schemas/envelopes.js";
import type { Catalogue, CatalogueEntry, CatalogueParam } from "../../schemas/catalogue/catalogue.js";
import type { BlockContract, BlockSlot, SlotUse } from "./BlockContract.js";
import { editorCopyDefs, editorPropsSchema } from "./editorCopySchemas.js";

type Schema = Record<string, unknown>;

/**
 * The layout schema is rendered twice from the same definitions (the document schema in
 * `schemas/layout.ts`, each block's contract, the catalogue entries):
 * - `validator` (buildLayoutSchema): block items and bindings are `oneOf` unions with AJV's
 *   `discriminator` on `type` / `source`. AJV then checks only the named branch and its error names
 *   the unknown block type or source with the list of known ones (schemas/documents/describeAjvError.ts), which the
 *   validator's messages and tests rely on.
 * - `editor` (buildEditorLayoutSchema, published as schemas/layout.schema.json): editors do not know
 *   the `discriminator` keyword, so a `oneOf` makes VS Code offer only a few types and, for an unknown
 *   type, report every other block's props. There `type` / `source` is an `enum` with a description
 *   per value, and each block or source is an `if {const} then {…}`: completion offers every value,
 *   an unknown one reads "Valid values: …", and only the matching branch's props are checked.
 */
type Rendering = "validator" | "editor";

/** The schema of a constant for one catalogue parameter, carrying the parameter's rules. */
function constantSchema(param: CatalogueParam): Schema {
  switch (param.type) {
    case "integer":
      return { type: "integer", minimum: param.minimum, maximum: param.maximum };
    case "boolean":
      return { type: "boolean" };
    case "integer-list":
      return { type: "array", items: { type: "integer" } };
    case "string":
      return param.enum ? { enum: param.enum } : { type: "string", maxLength: param.maxLength };
  }
}

/** What one parameter takes, in words: "an integer from 1 to 100", "one of a, b", … */
function paramRule(param: CatalogueParam): string {
  if (param.enum) return `one of ${param.enum.map((v) => `\`${v}\``).join(", ")}`;
  const range =
    param.minimum !== undefined && param.maximum !== undefined
      ? ` from ${param.minimum} to ${param.maximum}`
      : param.minimum !== undefined
        ? ` of at least ${param.minimum}`
        : param.maximum !== undefined
          ? ` of at most ${param.maximum}`
          : "";
  const length = param.maxLength !== undefined ? ` of at most ${param.maxLength} characters` : "";
  switch (param.type) {
    case "integer":
      return `an integer${range}`;
    case "integer-list":
      return "a list of integers";
    case "boolean":
      return "true or false";
    case "string":
      return `a string${length}${param.format ? ` (${param.format})` : ""}`;
  }
}

/** The parameter's own description from the catalogue, else one derived from where it is sent and its rules. */
function paramDescription(entry: CatalogueEntry, param: CatalogueParam): string {
  const where = param.in === "path" ? "path" : param.in === "body" ? "body" : "query";
  const own = param.description ? `${param.description} ` : "";
  return `${own}The ${where} parameter \`${param.name}\` of \`${entry.id}\`: ${paramRule(param)}${param.required ? "; required" : ""}. A constant, {"route": "<param>"} or {"query": "<name>", "default": …}.`;
}

function paramValueSchema(entry: CatalogueEntry, param: CatalogueParam): Schema {
  const constant = JSON.parse(JSON.stringify(constantSchema(param))) as Schema; // drops undefined keys
  return {
    description: paramDescription(entry, param),
    "x-expected": `${param.type === "integer" || param.type === "integer-list" ? "an" : "a"} ${param.type}${param.enum ? ` (one of ${param.enum.join(", ")})` : ""} constant, {"route": "<param>"} or {"query": "<name>", "default": …}`,
    anyOf: [
      // The branches carry no description of their own: an editor would show it instead of the parameter's.
      constant,
      {
        type: "object",
        additionalProperties: false,
        required: ["route"],
        properties: {
          route: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$", description: "Name of a `{param}` segment of the route's path.", examples: ["slug"] },
        },
      },
      {
        type: "object",
        additionalProperties: false,
        required: ["query"],
        properties: {
          query: { type: "string", minLength: 1, description: "Name of the query-string parameter of the page URL, e.g. `page` for `?page=2`.", examples: ["page"] },
          default: { ...constant, description: "The value used when the page URL has no such query parameter." },
        },
      },
    ],
  };
}

function entryBindingSchema(entry: CatalogueEntry, use: SlotUse, rendering: Rendering): Schema {
  // A submit binding may fix some parameters; the form's fields fill in the rest.
  const bindable = use === "submit" ? entry.params : entry.params.filter((p) => p.in !== "body");
  const required = use === "submit" ? [] : bindable.filter((p) => p.required).map((p) => p.name);
  return {
    type: "object",
    additionalProperties: false,
    required: required.length ? ["source", "params"] : ["source"],
    properties: {
      // AJV's discriminator needs a const; for an editor a one-value enum carries the value's description,
      // which completion and hover show beside the property's.
      source:
        rendering === "validator"
          ? { const: entry.id }
          : { description: SOURCE_DESCRIPTION, enum: [entry.id], enumDescriptions: [sourceDescription(entry)], markdownEnumDescriptions: [sourceDescription(entry)] },
      params: {
        type: "object",
        description: bindable.length
          ? `Parameters of \`${entry.id}\`: ${bindable.map((p) => `\`${p.name}\``).join(", ")}${use === "submit" ? " (the form's fields fill in the others)" : ""}.`
          : `\`${entry.id}\` takes no parameters here.`,
        additionalProperties: false,
        required,
        properties: Object.fromEntries(bindable.map((p) => [p.name, paramValueSchema(entry, p)])),
      },
    },
  };
}

function sourceDescription(entry: CatalogueEntry): string {
  return `${entry.description ?? entry.id} (${entry.method} ${entry.path}, ${entry.envelope} envelope)`;
}

function bindingEntries(catalogue: Catalogue, use: SlotUse, envelope?: EnvelopeKind): CatalogueEntry[] {
  return catalogue.entries.filter((e) => (!envelope || e.envelope === envelope) && (use === "submit" || e.method === "GET"));
}

const SOURCE_DESCRIPTION = "Id of the API catalogue entry (schemas/catalogue.json) that fills this slot.";

/**
 * Discriminated union of catalogue sources. Read bindings take only GET sources; a submit binding
 * (a form's target) takes any source. An envelope kind narrows the union further.
 */
export function bindingUnionSchema(catalogue: Catalogue, use: SlotUse, envelope?: EnvelopeKind, rendering: Rendering = "validator"): Schema {
  const entries = bindingEntries(catalogue, use, envelope);
  if (rendering === "validator") {
    return {
      type: "object",
      required: ["source"],
      properties: { source: { type: "string" } },
      discriminator: { propertyName: "source" },
      oneOf: entries.map((entry) => entryBindingSchema(entry, use, rendering)),
    };
  }
  // No description here: a slot's own (slotDescription) is the one an editor should show.
  return {
    type: "object",
    additionalProperties: false,
    required: ["source"],
    properties: {
      source: {
        description: SOURCE_DESCRIPTION,
        enum: entries.map((e) => e.id),
        enumDescriptions: entries.map(sourceDescription),
        markdownEnumDescriptions: entries.map(sourceDescription),
      },
      params: { type: "object", description: "Parameters of the source; which ones it takes depends on `source`." },
    },
    // Each source's shape is written once in `$defs` (sourceDefs) and shared by every union that takes it.
    allOf: entries.map((entry) => ({ if: { properties: { source: { const: entry.id } }, required: ["source"] }, then: { $ref: `#/$defs/${sourceDefName(use, entry)}` } })),
  };
}

function sourceDefName(use: SlotUse, entry: CatalogueEntry): string {
  return `source-${use}-${entry.id}`;
}

/** For editors: the binding shape of every source a union of these slot kinds takes, by `sourceDefName`. */
function sourceDefs(catalogue: Catalogue, kinds: readonly [SlotUse, EnvelopeKind | undefined][]): Schema {
  const defs: Schema = {};
  for (const [use, envelope] of kinds) {
    for (const entry of bindingEntries(catalogue, use, envelope)) defs[sourceDefName(use, entry)] ??= entryBindingSchema(entry, use, "editor");
  }
  return Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
}

/** Name of the shared `$defs` union for one slot kind: each union is compiled once, not per block. */
function bindingDefName(use: SlotUse, envelope: EnvelopeKind | undefined): string {
  return `binding-${use}-${envelope ?? "any"}`;
}

/** A slot in words, for the editor's hover. */
export function slotDescription(name: string, slot: BlockSlot): string {
  const use = slot.use === "submit" ? "The source the form sends to" : "The source the block reads";
  return `Slot \`${name}\`: ${use}${slot.envelope ? ` (${slot.envelope} envelope)` : " (any envelope)"}; ${slot.required ? "required" : "optional"}.`;
}

const blockIdSchema = {
  type: "string",
  pattern: "^[a-z][a-z0-9-]*$",
  "x-expected": "lower-case letters, digits and dashes",
  description: "Stable id of the block on its page, for anchors and form drafts; defaults to the block's position.",
  examples: ["daftar-kelas"],
};

const BLOCK_TYPE_DESCRIPTION = "The block type; docs/blocks.md describes each.";

const blockWhenDescription = "Show the block only when a route parameter is present (or, with `present: false`, absent).";

function blockItemSchema(block: BlockContract, rendering: Rendering): Schema {
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
function editorBlockSchema(blocks: readonly BlockContract[]): Schema {
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
