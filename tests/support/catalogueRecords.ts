import { expect } from "vitest";
import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";

type Schema = Record<string, unknown>;
/** The schema with every object closed to the properties it declares, so the platform cannot add one unseen. */
export function closed(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const copy: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === "$id") continue;
    if (key === "properties") copy.properties = Object.fromEntries(Object.entries(value as Schema).map(([name, property]) => [name, closed(property)]));
    else if (key === "items" || key === "additionalProperties") copy[key] = closed(value);
    else if (key === "anyOf" || key === "oneOf") copy[key] = (value as unknown[]).map(closed);
    else copy[key] = value;
  }
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

/** The records of an unwrapped answer: one, or each element of the list the envelope carries. */
export function recordsOf(entry: CatalogueEntry, data: unknown): unknown[] {
  if (entry.envelope === "paginated") return (data as { items: unknown[] }).items;
  if (entry.envelope === "batch") return (data as { data: unknown[] }).data;
  if (entry.envelope === "rows" || entry.list) {
    expect(Array.isArray(data), `${entry.id} answers an array`).toBe(true);
    return data as unknown[];
  }
  return [data];
}
