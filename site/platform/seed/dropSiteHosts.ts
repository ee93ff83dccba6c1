import type { PlatformDb } from "../db/PlatformDb.js";

/**
 * Sites whose files were deleted stop showing on their hosts (which then fall back to the default
 * site); the tenant and everything stored for it stay, so a file put back restores the site as it was.
 */
export function dropSiteHosts(db: PlatformDb, ids: readonly string[]): void {
  const drop = db.prepare<[string]>("DELETE FROM tenant_hosts WHERE tenant_id = ?");
  db.transaction(() => {
    for (const id of ids) drop.run(id);
  }).immediate();
}
