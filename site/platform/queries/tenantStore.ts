import type { PlatformDb } from "../db/PlatformDb.js";
import { mediaUrl } from "../media/mediaUrl.js";

export interface TenantRow {
  readonly id: string;
  readonly title: string;
  readonly tagline: string;
  readonly layout: string;
  readonly is_maintenance: number;
  readonly ft_primary: string;
  readonly ft_secondary: string;
  readonly clr_primary: string;
  readonly clr_secondary: string;
  readonly clr_success: string;
  readonly clr_info: string;
  readonly clr_warning: string;
  readonly clr_danger: string;
  readonly clr_light: string;
  readonly clr_dark: string;
  readonly meta_description: string;
  readonly meta_keywords: string;
  readonly twitter_site: string;
  readonly primary_host: string | null;
}

/** The settings record of spec §3, shaped like schemas/settings.ts. */
export interface TenantSettings {
  readonly id: string;
  readonly title: string;
  readonly logoDark: string;
  readonly logoLight: string;
  readonly favicon: string;
  readonly layout: string;
  readonly isMaintenance: boolean;
  readonly css: {
    readonly ft_primary: string;
    readonly ft_secondary: string;
    readonly clr_primary: string;
    readonly clr_secondary: string;
    readonly clr_success: string;
    readonly clr_info: string;
    readonly clr_warning: string;
    readonly clr_danger: string;
    readonly clr_light: string;
    readonly clr_dark: string;
  };
  readonly meta: {
    readonly name: string;
    readonly description: string;
    readonly keywords: string;
    readonly type: string;
    readonly image: string;
    readonly card: string;
    readonly site_name: string;
    readonly url: string;
    readonly twitter_site: string;
  };
}

export interface TenantStore {
  byId(id: string): TenantRow | undefined;
  byHost(host: string): TenantRow | undefined;
}

const SELECT_TENANT = `
  SELECT t.*, (SELECT h.host FROM tenant_hosts h WHERE h.tenant_id = t.id ORDER BY h.is_primary DESC, h.host LIMIT 1) AS primary_host
  FROM tenants t`;

export function createTenantStore(db: PlatformDb): TenantStore {
  const byId = db.prepare<[string], TenantRow>(`${SELECT_TENANT} WHERE t.id = ?`);
  const byHost = db.prepare<[string], TenantRow>(
    `${SELECT_TENANT} WHERE t.id = (SELECT tenant_id FROM tenant_hosts WHERE host = ?)`,
  );
  return {
    byId: (id) => byId.get(id),
    byHost: (host) => byHost.get(host.toLowerCase()),
  };
}

export function tenantSettings(row: TenantRow): TenantSettings {
  return {
    id: row.id,
    title: row.title,
    logoDark: mediaUrl("logo", `${row.id}-dark`),
    logoLight: mediaUrl("logo", `${row.id}-light`),
    favicon: mediaUrl("favicon", row.id),
    layout: row.layout,
    isMaintenance: row.is_maintenance === 1,
    css: {
      ft_primary: row.ft_primary,
      ft_secondary: row.ft_secondary,
      clr_primary: row.clr_primary,
      clr_secondary: row.clr_secondary,
      clr_success: row.clr_success,
      clr_info: row.clr_info,
      clr_warning: row.clr_warning,
      clr_danger: row.clr_danger,
      clr_light: row.clr_light,
      clr_dark: row.clr_dark,
    },
    meta: {
      name: row.title,
      description: row.meta_description,
      keywords: row.meta_keywords,
      type: "website",
      image: mediaUrl("cover", row.id),
      card: "summary_large_image",
      site_name: row.title,
      url: `http://${row.primary_host ?? `${row.id}.localhost`}`,
      twitter_site: row.twitter_site,
    },
  };
}
