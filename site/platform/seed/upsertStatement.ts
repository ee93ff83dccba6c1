import type { PlatformDb } from "../db/PlatformDb.js";
import { upsertSql } from "./upsertSql.js";

/** A seeded row: named parameters of an upsert. */
export type SeedRow = Record<string, string | number | null>;

/** Prepares upserts of one database: a table's columns, keyed on `conflict` (the id unless told). */
export function upsertStatement(db: PlatformDb) {
  return (table: string, columns: readonly string[], conflict: readonly string[] = ["id"]) => db.prepare<[SeedRow]>(upsertSql(table, columns, conflict));
}
