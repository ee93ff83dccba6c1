import type { PlatformDb } from "../db/PlatformDb.js";

/**
 * Sites whose files were deleted stop showing on their hosts (which then fall back to the default
 * site); the tenant and everything stored for it stay, so a file put back restores the site as it was.
 */
export async function dropSiteHosts(db: PlatformDb, ids: readonly string[]): Promise<void> {
  const drop = db.prepare<[string]>("DELETE FROM tenant_hosts WHERE tenant_id = ?");
  await db.transaction(async () => {
    for (const id of ids) await drop.run(id);
  })();
}
