import { seededSites } from "./seededSites.mjs";

const sites = seededSites();

/** The seeded sites (issue #2), from tenants/sites: every host → the site title and layout it must show. */
export const SEEDED_HOSTS: readonly { host: string; title: string; layout: string }[] = sites
  .filter((site) => !site.isMaintenance)
  .flatMap((site) => site.hosts.map((host) => ({ host, title: site.title, layout: site.layout })));

/** The host of the site in maintenance. */
export const MAINTENANCE_HOST = sites.find((site) => site.isMaintenance)!.hosts[0]!;
