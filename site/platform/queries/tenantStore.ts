import { CSS_SETTINGS, type CssSetting } from "../../../schemas/settingNames.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { MediaUrls } from "../media/mediaUrl.js";

/** The record's fonts and colours: one column of `tenants` each, under the same names. */
export type TenantCss = { readonly [K in CssSetting]: string };

export interface TenantRow extends TenantCss {
  readonly id: string;
  readonly title: string;
  readonly tagline: string;
  readonly layout: string;
  readonly is_maintenance: number;
  readonly meta_description: string;
  readonly meta_keywords: string;
  readonly twitter_site: string;
  readonly primary_host: string | null;
}

/** The settings record (id, title, logos, favicon, layout, maintenance flag, fonts and colours, meta), shaped like schemas/settings.ts. */
export interface TenantSettings {
  readonly id: string;
  readonly title: string;
  readonly logoDark: string;
  readonly logoLight: string;
  readonly favicon: string;
  readonly layout: string;
  readonly isMaintenance: boolean;
  readonly css: TenantCss;
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
  byId(id: string): Promise<TenantRow | undefined>;
  byHost(host: string): Promise<TenantRow | undefined>;
  /** Only the id of the tenant `id` names (when it exists) or `host` picks: one statement, where nothing else is needed. */
  idOf(which: { readonly id: string } | { readonly host: string }): Promise<string | undefined>;
  /** The hosts that pick a tenant. */
  hostsOf(tenantId: string): Promise<string[]>;
  /** Stores an operator's setting values, all of them or none; they win over the seeded row when read. */
  saveSettings(tenantId: string, values: readonly (readonly [SettingKey, string])[]): Promise<void>;
}

const SELECT_TENANT = `
  SELECT t.*, (SELECT h.host FROM tenant_hosts h WHERE h.tenant_id = t.id ORDER BY h.is_primary DESC, h.host LIMIT 1) AS primary_host
  FROM tenants t`;

/** Settings an operator may change with PUT {id}/cms/app/setting(s); each maps to one column of `tenants`. */
export const SETTING_KEYS = ["title", "layout", "isMaintenance", ...CSS_SETTINGS, "meta_description", "meta_keywords", "twitter_site"] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

function column(key: SettingKey): keyof TenantRow {
  return key === "isMaintenance" ? "is_maintenance" : key;
}

/** A setting's value as the settings record shows it (strings, and a boolean for isMaintenance). */
export function settingValue(row: TenantRow, key: SettingKey): string | boolean {
  return key === "isMaintenance" ? row.is_maintenance === 1 : String(row[column(key)]);
}

export function createTenantStore(db: PlatformDb): TenantStore {
  const byId = db.prepare<[string], TenantRow>(`${SELECT_TENANT} WHERE t.id = ?`);
  const byHost = db.prepare<[string], TenantRow>(`${SELECT_TENANT} WHERE t.id = (SELECT tenant_id FROM tenant_hosts WHERE host = ?)`);
  // The seed rewrites `tenants` on every start; operators' changes live beside it and win when read.
  const overrides = db.prepare<[string], { key: string; value: string }>("SELECT key, value FROM tenant_setting_overrides WHERE tenant_id = ?");
  const withOverrides = async (row: TenantRow | undefined): Promise<TenantRow | undefined> => {
    if (!row) return undefined;
    const changed: Record<string, string | number> = {};
    for (const { key, value } of await overrides.all(row.id)) {
      if (!(SETTING_KEYS as readonly string[]).includes(key)) continue;
      const name = column(key as SettingKey);
      changed[name] = name === "is_maintenance" ? (value === "true" ? 1 : 0) : value;
    }
    return { ...row, ...changed };
  };
  const upsert = db.prepare<[string, string, string, string]>(
    `INSERT INTO tenant_setting_overrides (tenant_id, key, value, updated_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  const save = db.transaction(async (tenantId: string, values: readonly (readonly [SettingKey, string])[]) => {
    const now = new Date().toISOString();
    for (const [key, value] of values) await upsert.run(tenantId, key, value, now);
  });
  const hosts = db.prepare<[string], { host: string }>("SELECT host FROM tenant_hosts WHERE tenant_id = ? ORDER BY host");
  const idById = db.prepare<[string], { id: string }>("SELECT id FROM tenants WHERE id = ?");
  const idByHost = db.prepare<[string], { id: string }>("SELECT tenant_id AS id FROM tenant_hosts WHERE host = ?");
  return {
    idOf: async (which) => ("id" in which ? await idById.get(which.id) : await idByHost.get(which.host.toLowerCase()))?.id,
    hostsOf: async (tenantId) => (await hosts.all(tenantId)).map((row) => row.host),
    byId: async (id) => withOverrides(await byId.get(id)),
    byHost: async (host) => withOverrides(await byHost.get(host.toLowerCase())),
    saveSettings: (tenantId, values) => save(tenantId, values),
  };
}

/** A site's settings as the settings calls answer them, its images under the platform's media base. */
export function tenantSettings(row: TenantRow, mediaUrl: MediaUrls): TenantSettings {
  return {
    id: row.id,
    title: row.title,
    logoDark: mediaUrl("logo", `${row.id}-dark`),
    logoLight: mediaUrl("logo", `${row.id}-light`),
    favicon: mediaUrl("favicon", row.id),
    layout: row.layout,
    isMaintenance: row.is_maintenance === 1,
    css: Object.fromEntries(CSS_SETTINGS.map((key) => [key, row[key]])) as TenantCss,
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
