import type { PlatformDb } from "../db/PlatformDb.js";
import type { SiteFile } from "./loadSiteFiles.js";
import { prepareSiteSeed, type SiteSeedStatements } from "./prepareSiteSeed.js";

/** A tenant's settings record and hosts from its site file; its hosts are exactly the file's. */
export async function seedSite(s: SiteSeedStatements, site: SiteFile): Promise<void> {
  await s.tenant.run({
    id: site.id,
    title: site.title,
    tagline: site.tagline ?? "",
    layout: site.layout,
    is_maintenance: site.isMaintenance ? 1 : 0,
    ...site.css,
    meta_description: site.meta?.description ?? "",
    meta_keywords: site.meta?.keywords ?? "",
    twitter_site: site.meta?.twitter_site ?? "",
  });
  await s.dropHosts.run(site.id, JSON.stringify(site.hosts));
  for (const [index, host] of site.hosts.entries()) await s.host.run({ host, tenant_id: site.id, is_primary: index === 0 ? 1 : 0 });
}

/** Writes the settings and hosts of the site files again (a file added or changed while the platform runs). */
export async function seedSites(db: PlatformDb, sites: readonly SiteFile[]): Promise<void> {
  const statements = prepareSiteSeed(db);
  await db.transaction(async () => {
    for (const site of sites) await seedSite(statements, site);
  })();
}
