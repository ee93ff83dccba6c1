import type { PlatformDb } from "../db/PlatformDb.js";
import { hashPassword, verifyPassword } from "../queries/accountStore.js";
import { FIRST_API_ID } from "../queries/nextId.js";

/** The user kinds that may write a site's settings: superadmin (0) and admin (1), USER_KINDS' numbering. */
export const ADMIN_KINDS = [0, 1] as const;

/**
 * Gives the seeded admin accounts (superadmin and admin of every brand) the deployment's own password
 * (SEED_ADMIN_PASSWORD) instead of the seed's public one. Run after every seeding: the seed keeps a seeded
 * account's stored hash, so an account changed here stays changed, and a brand seeded later gets it too.
 * Only hashes that do not already match are written (scrypt per account, a few milliseconds each).
 */
export async function applyAdminPassword(db: PlatformDb, password: string): Promise<number> {
  const admins = await db
    .prepare<[number], { id: number; email: string; password_hash: string }>(
      `SELECT id, email, password_hash FROM users WHERE id < ? AND kind IN (${ADMIN_KINDS.join(", ")}) ORDER BY id`,
    )
    .all(FIRST_API_ID);
  const update = db.prepare<[string, number]>("UPDATE users SET password_hash = ? WHERE id = ?");
  let changed = 0;
  for (const admin of admins) {
    if (verifyPassword(password, admin.password_hash)) continue;
    await update.run(hashPassword(password, admin.email), admin.id);
    changed += 1;
  }
  return changed;
}
