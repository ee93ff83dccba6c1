import { seededSites } from "./seededSites.mjs";

/** The seeded sites (issue #2), from tenants/sites: every host → the site title and layout it must show. */
export const SEEDED_HOSTS: readonly { host: string; title: string; layout: string }[] = seededSites()
  .filter((site) => !site.isMaintenance)
  .flatMap((site) => site.hosts.map((host) => ({ host, title: site.title, layout: site.layout })));

/** The host of the site in maintenance. */
export const MAINTENANCE_HOST = seededSites().find((site) => site.isMaintenance)!.hosts[0]!;
