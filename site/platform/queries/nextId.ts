import type { PlatformDb } from "../db/PlatformDb.js";

/** Seeded rows use ids below this (idBase + index); rows created through the API start here. */
export const FIRST_API_ID = 1_000_000;

/**
 * The id for a row created through the API; call it inside the write's transaction. The table's id
 * lock is held to the end of that transaction, so two processes never hand out the same id.
 */
export async function nextId(db: PlatformDb, table: string): Promise<number> {
  await db.lock(`id:${table}`);
  const row = await db.prepare<[], { id: number | null }>(`SELECT max(id) AS id FROM ${table}`).get();
  return Math.max((row?.id ?? 0) + 1, FIRST_API_ID);
}
