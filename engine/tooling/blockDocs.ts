import type { BlockContract, BlockSlot } from "../layout/BlockContract.js";

type Schema = Readonly<Record<string, unknown>>;

/** A slot's record shape, when the slot declares one (`record`: a JSON Schema of one item it reads). */
type SlotWithRecord = BlockSlot & { record?: Schema };

/** Text for one Markdown table cell: pipes escaped, on one line. */
function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");
}

function code(value: unknown): string {
  return `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;
}

/** A property's type in words: `string`, `"light" \| "dark"`, `array of object`, … */
function typeOf(schema: Schema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if ("const" in schema) return JSON.stringify(schema.const);
  const union = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (union) return [...new Set(union.map(typeOf))].join(" | ");
  if (schema.type === "array") return `array of ${schema.items ? typeOf(schema.items as Schema) : "any"}`;
  if (Array.isArray(schema.type)) return schema.type.join(" | ");
  if (typeof schema.type === "string") return schema.type;
  return "any";
}

/** Bounds and formats worth knowing when writing a value. */
function rules(schema: Schema): string[] {
  const out: string[] = [];
  if (schema.minLength !== undefined && schema.minLength !== 1) out.push(`at least ${String(schema.minLength)} characters`);
  if (schema.maxLength !== undefined) out.push(`at most ${String(schema.maxLength)} characters`);
  if (schema.minimum !== undefined) out.push(`≥ ${String(schema.minimum)}`);
  if (schema.maximum !== undefined) out.push(`≤ ${String(schema.maximum)}`);
  if (schema.minItems !== undefined && schema.minItems !== 0) out.push(`at least ${String(schema.minItems)} ${schema.minItems === 1 ? "item" : "items"}`);
  if (schema.maxItems !== undefined) out.push(`at most ${String(schema.maxItems)} items`);
  return out;
}

interface PropRow {
  name: string;
  required: boolean;
  schema: Schema;
}

/** The props of an object schema, nested objects and array items flattened as `a.b` and `a[].b`. */
function propRows(schema: Schema, prefix = ""): PropRow[] {
  const properties = (schema.properties as Record<string, Schema> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([name, property]) => {
    const row = { name: `${prefix}${name}`, required: required.has(name), schema: property };
    const item = property.type === "array" ? (property.items as Schema | undefined) : undefined;
    const nested = property.properties ? propRows(property, `${row.name}.`) : item?.properties ? propRows(item, `${row.name}[].`) : [];
    const variants = ((item?.oneOf as Schema[] | undefined) ?? []).filter((variant) => variant.properties);
    // Item variants (a YouTube video or a file) share most props: each name once, required only if in every variant.
    const variantRows = new Map<string, PropRow>();
    for (const variant of variants) {
      for (const r of propRows(variant, `${row.name}[].`)) {
        const seen = variantRows.get(r.name);
        variantRows.set(r.name, seen ? { ...seen, required: seen.required && r.required } : r);
      }
    }
    for (const [name, r] of variantRows) {
      if (!variants.every((variant) => Object.keys(variant.properties as object).includes(name.slice(`${row.name}[].`.length))))
        variantRows.set(name, { ...r, required: false });
    }
    return [row, ...nested, ...variantRows.values()];
  });
}

function propsTable(block: BlockContract): string {
  const rows = propRows(block.propsSchema);
  if (!rows.length) return "No props.\n";
  const lines = rows.map(({ name, required, schema }) => {
    const bounds = rules(schema);
    const description = [typeof schema.description === "string" ? schema.description : "", bounds.length ? `(${bounds.join(", ")})` : ""]
      .filter(Boolean)
      .join(" ");
    return `| ${code(name)}${required ? " (required)" : ""} | ${cell(code(typeOf(schema)))} | ${"default" in schema ? cell(code(schema.default)) : ""} | ${cell(description)} |`;
  });
  return ["| prop | type | default | description |", "|---|---|---|---|", ...lines].join("\n") + "\n";
}

function recordText(record: Schema | undefined): string {
  if (!record) return "";
  const required = (record.required as string[] | undefined) ?? [];
  const others = Object.keys((record.properties as object | undefined) ?? {}).filter((name) => !required.includes(name));
  return [required.length ? `requires ${required.map(code).join(", ")}` : "", others.length ? `may have ${others.map(code).join(", ")}` : ""]
    .filter(Boolean)
    .join("; ");
}

function slotsTable(block: BlockContract): string {
  const slots = Object.entries(block.slots) as [string, SlotWithRecord][];
  if (!slots.length) return "Reads no data source.\n";
  const withRecords = slots.some(([, slot]) => slot.record);
  const header = withRecords
    ? "| slot | use | envelope | required | record |\n|---|---|---|---|---|"
    : "| slot | use | envelope | required |\n|---|---|---|---|";
  const lines = slots.map(([name, slot]) => {
    const columns = [code(name), slot.use ?? "read", slot.envelope ?? "any", slot.required ? "yes" : "no"];
    if (withRecords) columns.push(cell(recordText(slot.record)));
    return `| ${columns.join(" | ")} |`;
  });
  return `${header}\n${lines.join("\n")}\n`;
}

function exampleJson(block: BlockContract): string {
  return `\`\`\`json\n${JSON.stringify({ type: block.type, ...block.example }, null, 2)}\n\`\`\`\n`;
}

/** `docs/blocks.md`: every registered block (registry order) with its purpose, props, slots and example. */
export function blockDocsMarkdown(blocks: readonly BlockContract[]): string {
  const index = blocks.map((block) => `- [\`${block.type}\`](#${block.type}): ${block.description}`).join("\n");
  const sections = blocks.map((block) =>
    [
      `## ${block.type}`,
      "",
      block.description,
      "",
      "### Props",
      "",
      propsTable(block),
      "### Data slots",
      "",
      slotsTable(block),
      "### Example",
      "",
      exampleJson(block),
    ].join("\n"),
  );
  return [
    "# Blocks",
    "",
    "<!-- Generated by `npm run docs` from the block contracts (blocks/*/contract.ts and their props schemas). Do not edit. -->",
    "",
    "Every block type a layout (`tenants/*.json`) may put in a route's `blocks`, in the order of the registry",
    '(`blocks/contracts.ts`). A block item is `{ "type": …, "id"?: …, "props"?: …, "data"?: { slot: binding }, "when"?: … }`;',
    'a binding is `{ "source": "<catalogue id>", "params": { … } }` with a source of `schemas/catalogue.json` whose',
    "envelope fits the slot. On a development or local-network host, `/_blocks` shows every block rendered with its example.",
    "",
    index,
    "",
    ...sections,
  ].join("\n");
}
