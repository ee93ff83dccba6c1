import type { PlatformDb } from "../db/PlatformDb.js";
import { successorOf } from "./regions.js";

/**
 * Data dirs seeded before the regions came from idn-area-data hold hand-listed cities with ids 100–999 (the
 * package's rows use 1–99 or their four-digit code). Their schools move to the package's row for the same
 * place and the old rows go; a row with schools and no successor stays. Runs inside the seed transaction,
 * before the package's rows are written (they would clash on name and province): foreign keys are checked
 * at commit, once the new rows exist.
 */
export async function retireLegacyCities(db: PlatformDb): Promise<void> {
  const legacy = await db
    .prepare<[], { id: number; name: string; kind: string; provinceId: number; used: number }>(
      `SELECT id, name, kind, province_id AS "provinceId", EXISTS (SELECT 1 FROM schools s WHERE s.city_id = c.id) AS used
       FROM cities c WHERE id BETWEEN 100 AND 999`,
    )
    .all();
  if (legacy.length === 0) return;
  await db.exec("PRAGMA defer_foreign_keys = ON");
  const moveSchools = db.prepare<[number, number]>("UPDATE schools SET city_id = ? WHERE city_id = ?");
  const drop = db.prepare<[number]>("DELETE FROM cities WHERE id = ?");
  for (const row of legacy) {
    const successor = successorOf(row);
    if (successor) await moveSchools.run(successor.id, row.id);
    if (successor || !row.used) await drop.run(row.id);
  }
}
