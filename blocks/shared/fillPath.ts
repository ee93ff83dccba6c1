import { fillDetailPath } from "../../engine/index.js";

/** Fills `{field}` (or `{field.sub}`) placeholders of a detail path from a record (values URL-encoded). */
export function fillPath(template: string, record: Readonly<Record<string, unknown>>): string {
  return fillDetailPath(template, record).path;
}
