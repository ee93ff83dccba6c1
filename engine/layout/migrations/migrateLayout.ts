import type { JsonObject } from "./LayoutMigration.js";
import { LAYOUT_FORMAT } from "../../../schemas/layout.js";
import { layoutMigrations } from "./layoutMigrations.js";

export type LayoutUpgrade = { ok: true; document: unknown; from: number; steps: readonly string[] } | { ok: false; message: string };

/** The format a parsed file says it has: 1 when it says nothing (the files from before formats had numbers). */
function formatOf(document: JsonObject): number | undefined {
  if (!("format" in document)) return 1;
  const format = document.format;
  return typeof format === "number" && Number.isInteger(format) && format >= 1 ? format : undefined;
}

/**
 * Brings a parsed layout file to LAYOUT_FORMAT through every migration after its own format, and sets
 * `format`. A document that is not an object, or whose `format` is not a whole number from 1, is
 * returned unchanged for the schema to report; a format newer than this engine's is refused.
 */
export function migrateLayout(document: unknown): LayoutUpgrade {
  if (!document || typeof document !== "object" || Array.isArray(document)) return { ok: true, document, from: LAYOUT_FORMAT, steps: [] };
  const object = document as JsonObject;
  const from = formatOf(object);
  if (from === undefined || from === LAYOUT_FORMAT) return { ok: true, document, from: from ?? LAYOUT_FORMAT, steps: [] };
  if (from > LAYOUT_FORMAT) {
    return {
      ok: false,
      message: `Layout format ${from} is newer than this engine reads (format ${LAYOUT_FORMAT}); update the engine or write format ${LAYOUT_FORMAT}`,
    };
  }
  let upgraded = object;
  const steps: string[] = [];
  for (const migration of layoutMigrations.slice(from - 1)) {
    upgraded = migration.migrate(upgraded);
    steps.push(`format ${migration.from} → ${migration.from + 1}: ${migration.summary}`);
  }
  return { ok: true, document: withFormat(upgraded), from, steps };
}

/** The document with `format` right after `$schema` and `id`, where a reader looks for it. */
function withFormat(document: JsonObject): JsonObject {
  const { $schema, id, format: _old, ...rest } = document;
  return { ...($schema !== undefined && { $schema }), ...(id !== undefined && { id }), format: LAYOUT_FORMAT, ...rest };
}
