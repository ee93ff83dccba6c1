import type { PlatformDb } from "../db/PlatformDb.js";

/** Seeded rows use ids below this (idBase + index); rows created through the API start here. */
export const FIRST_API_ID = 1_000_000;

/** The id for a row created through the API; call it inside the write's transaction. */
export function nextId(db: PlatformDb, table: string): number {
  const row = db.prepare<[], { id: number | null }>(`SELECT max(id) AS id FROM ${table}`).get();
  return Math.max((row?.id ?? 0) + 1, FIRST_API_ID);
}
