import { layoutSchema } from "../../schemas/layout.js";
import type { EnvelopeKind } from "../../schemas/envelopes.js";
import type { Catalogue, CatalogueEntry, CatalogueParam } from "../catalogue/catalogue.js";
import type { BlockContract, SlotUse } from "./BlockContract.js";

type Schema = Record<string, unknown>;

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

function paramValueSchema(param: CatalogueParam): Schema {
  const constant = JSON.parse(JSON.stringify(constantSchema(param))) as Schema; // drops undefined keys
  return {
    "x-expected": `${param.type === "integer" || param.type === "integer-list" ? "an" : "a"} ${param.type}${param.enum ? ` (one of ${param.enum.join(", ")})` : ""} constant, {"route": "<param>"} or {"query": "<name>", "default": …}`,
    anyOf: [
      constant,
      { type: "object", additionalProperties: false, required: ["route"], properties: { route: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$" } } },
      { type: "object", additionalProperties: false, required: ["query"], properties: { query: { type: "string", minLength: 1 }, default: constant } },
    ],
  };
}

function entryBindingSchema(entry: CatalogueEntry, use: SlotUse): Schema {
  // A submit binding may fix some parameters; the form's fields fill in the rest.
  const bindable = use === "submit" ? entry.params : entry.params.filter((p) => p.in !== "body");
  const required = use === "submit" ? [] : bindable.filter((p) => p.required).map((p) => p.name);
  return {
    type: "object",
    additionalProperties: false,
    required: required.length ? ["source", "params"] : ["source"],
    properties: {
      source: { const: entry.id },
      params: {
        type: "object",
        additionalProperties: false,
        required,
        properties: Object.fromEntries(bindable.map((p) => [p.name, paramValueSchema(p)])),
      },
    },
  };
}

/**
 * Discriminated union of catalogue sources. Read bindings take only GET sources; a submit binding
 * (a form's target) takes any source. An envelope kind narrows the union further.
 */
export function bindingUnionSchema(catalogue: Catalogue, use: SlotUse, envelope?: EnvelopeKind): Schema {
  const entries = catalogue.entries.filter((e) => (!envelope || e.envelope === envelope) && (use === "submit" || e.method === "GET"));
  return {
    type: "object",
    required: ["source"],
    properties: { source: { type: "string" } },
    discriminator: { propertyName: "source" },
    oneOf: entries.map((entry) => entryBindingSchema(entry, use)),
  };
}

/** Name of the shared `$defs` union for one slot kind: each union is compiled once, not per block. */
function bindingDefName(use: SlotUse, envelope: EnvelopeKind | undefined): string {
  return `binding-${use}-${envelope ?? "any"}`;
}

function blockItemSchema(block: BlockContract): Schema {
  const slotNames = Object.keys(block.slots);
  const requiredSlots = slotNames.filter((name) => block.slots[name]!.required);
  const properties: Schema = {
    type: { const: block.type },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]*$", "x-expected": "lower-case letters, digits and dashes" },
    props: block.propsSchema,
    when: { $ref: "#/$defs/blockCondition" },
  };
  if (slotNames.length) {
    properties.data = {
      type: "object",
      additionalProperties: false,
      required: requiredSlots,
      properties: Object.fromEntries(slotNames.map((name) => [name, { $ref: `#/$defs/${bindingDefName(block.slots[name]!.use ?? "read", block.slots[name]!.envelope)}` }])),
    };
  }
  const required = ["type"];
  if (((block.propsSchema.required as string[] | undefined) ?? []).length) required.push("props");
  if (requiredSlots.length) required.push("data");
  return { type: "object", additionalProperties: false, required, properties };
}

/**
 * The full layout schema the validator uses: the document schema from `schemas/layout.ts` with the
 * block item replaced by the discriminated union of the registered blocks, and bindings replaced by
 * the union of catalogue sources.
 */
export function buildLayoutSchema(blocks: readonly BlockContract[], catalogue: Catalogue): Schema {
  const slotKinds = new Map<string, [SlotUse, EnvelopeKind | undefined]>();
  for (const block of blocks) {
    for (const slot of Object.values(block.slots)) slotKinds.set(bindingDefName(slot.use ?? "read", slot.envelope), [slot.use ?? "read", slot.envelope]);
  }
  return {
    ...layoutSchema,
    $defs: {
      block: {
        type: "object",
        required: ["type"],
        properties: { type: { type: "string" } },
        discriminator: { propertyName: "type" },
        oneOf: blocks.map(blockItemSchema),
      },
      binding: bindingUnionSchema(catalogue, "read"),
      blockCondition: layoutSchema.$defs.blockCondition,
      paramRule: layoutSchema.$defs.paramRule,
      ...Object.fromEntries([...slotKinds].sort().map(([name, [use, envelope]]) => [name, bindingUnionSchema(catalogue, use, envelope)])),
    },
  };
}
