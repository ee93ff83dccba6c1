// Every property of the published layout schema says what it is for: an editor shows it on hover and in completion.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { blockContracts as blocks } from "../../blocks/contracts.js";

type Schema = Record<string, unknown>;
const published = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../schemas/layout.schema.json"), "utf8")) as Schema;

/** The schema a `$ref` points to (editors show the target's description for a `$ref`). */
function target(schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  return target(
    ref
      .slice(2)
      .split("/")
      .reduce<Schema>((node, key) => node[key] as Schema, published),
  );
}

/** JSON pointers of every property without a description; `if` conditions only select a branch and are skipped. */
function undescribed(node: unknown, pointer = "#"): string[] {
  if (Array.isArray(node)) return node.flatMap((item, i) => undescribed(item, `${pointer}/${i}`));
  if (!node || typeof node !== "object") return [];
  const schema = node as Schema;
  const own = Object.entries((schema.properties as Record<string, Schema> | undefined) ?? {})
    .filter(([, property]) => typeof property.description !== "string" && typeof target(property).description !== "string")
    .map(([name]) => `${pointer}/properties/${name}`);
  const nested = Object.entries(schema)
    .filter(([key]) => !["if", "enum", "const", "examples", "default"].includes(key))
    .flatMap(([key, value]) => undescribed(value, `${pointer}/${key}`));
  return [...own, ...nested];
}

describe("schemas/layout.schema.json descriptions", () => {
  it("describes every property", () => {
    expect(undescribed(published)).toEqual([]);
  });

  it("can find an undescribed property", () => {
    expect(undescribed({ properties: { a: { description: "A." }, b: { type: "object", properties: { c: { type: "string" } } } } })).toEqual([
      "#/properties/b",
      "#/properties/b/properties/c",
    ]);
  });

  it("describes every block type, and each value of `type`", () => {
    const block = (published.$defs as Record<string, Schema>).block!;
    const type = (block.properties as Record<string, Schema>).type!;
    expect(type.enum).toEqual(blocks.map((b) => b.type));
    expect(type.markdownEnumDescriptions).toHaveLength(blocks.length);
    for (const branch of block.allOf as Schema[]) expect((branch.then as Schema).description).toMatch(/\S/);
  });
});
