import type { EnvelopeKind } from "../../schemas/envelopes.js";
import type { Catalogue, CatalogueEntry, CatalogueParam } from "../../schemas/catalogue/catalogue.js";
import type { SlotUse } from "./BlockContract.js";
import type { LayoutSchemaRendering as Rendering } from "./LayoutSchemaRendering.js";

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
    "description": paramDescription(entry, param),
    "x-expected": `${param.type === "integer" || param.type === "integer-list" ? "an" : "a"} ${param.type}${param.enum ? ` (one of ${param.enum.join(", ")})` : ""} constant, {"route": "<param>"} or {"query": "<name>", "default": …}`,
    "anyOf": [
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
          query: {
            type: "string",
            minLength: 1,
            description: "Name of the query-string parameter of the page URL, e.g. `page` for `?page=2`.",
            examples: ["page"],
          },
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
          : {
              description: SOURCE_DESCRIPTION,
              enum: [entry.id],
              enumDescriptions: [sourceDescription(entry)],
              markdownEnumDescriptions: [sourceDescription(entry)],
            },
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
    allOf: entries.map((entry) => ({
      if: { properties: { source: { const: entry.id } }, required: ["source"] },
      then: { $ref: `#/$defs/${sourceDefName(use, entry)}` },
    })),
  };
}

function sourceDefName(use: SlotUse, entry: CatalogueEntry): string {
  return `source-${use}-${entry.id}`;
}

/** For editors: the binding shape of every source a union of these slot kinds takes, by `sourceDefName`. */
export function sourceDefs(catalogue: Catalogue, kinds: readonly [SlotUse, EnvelopeKind | undefined][]): Schema {
  const defs: Schema = {};
  for (const [use, envelope] of kinds) {
    for (const entry of bindingEntries(catalogue, use, envelope)) defs[sourceDefName(use, entry)] ??= entryBindingSchema(entry, use, "editor");
  }
  return Object.fromEntries(Object.entries(defs).sort(([a], [b]) => a.localeCompare(b)));
}

/** Name of the shared `$defs` union for one slot kind: each union is compiled once, not per block. */
export function bindingDefName(use: SlotUse, envelope: EnvelopeKind | undefined): string {
  return `binding-${use}-${envelope ?? "any"}`;
}
