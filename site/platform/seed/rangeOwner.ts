import type { PlatformDb } from "../db/PlatformDb.js";

// The tables whose rows a brand numbers from its id base (the rest are numbered alike or hang off these).
const NUMBERED_TABLES = ["programs", "mentors", "classes", "schools", "students", "posts", "users"] as const;

/** Another site whose rows are stored in a brand's id range: upserts by id would take them over, so the brand is not seeded. */
export async function rangeOwner(db: PlatformDb, tenantId: string, idBase: number): Promise<string | undefined> {
  const union = NUMBERED_TABLES.map((table) => `SELECT tenant_id FROM ${table} WHERE id BETWEEN @from AND @to AND tenant_id <> @tenant`).join(" UNION ");
  const owner = db.prepare<[{ from: number; to: number; tenant: string }], { tenant_id: string }>(`${union} LIMIT 1`);
  const row = await owner.get({ from: idBase + 1, to: idBase + 9999, tenant: tenantId });
  return row?.tenant_id;
}
