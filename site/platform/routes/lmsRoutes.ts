import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { success } from "../http/envelope.js";
import { headerValue } from "../http/headerValue.js";
import { isLocalRequest } from "../../../schemas/hosts/isLocalRequest.js";
import { PlatformError } from "../http/PlatformError.js";
import { readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { requireUser } from "../http/requireUser.js";
import { createAccountStore } from "../queries/accountStore.js";
import { createTenantStore, SETTING_KEYS, settingValue, tenantSettings, type SettingKey, type TenantRow } from "../queries/tenantStore.js";
import type { ParamValues } from "../validation/ParamValues.js";

const HEX = /^#[0-9A-Fa-f]{6}$/;
const LAYOUT = /^[a-z][a-z0-9-]{1,40}$/;
const TWITTER = /^@[A-Za-z0-9_]{1,30}$/;

/** The rule of one setting's value when it is sent as text (PUT …/setting/{key}); undefined when it fits. */
function problemWith(key: SettingKey, value: string): string | undefined {
  if (key === "isMaintenance") return value === "true" || value === "false" ? undefined : "true atau false";
  if (key.startsWith("clr_")) return HEX.test(value) ? undefined : "warna hex seperti #1d4ed8";
  if (key === "layout") return LAYOUT.test(value) ? undefined : "id layout huruf kecil, misalnya demo";
  if (key === "twitter_site") return TWITTER.test(value) ? undefined : "akun seperti @namasitus";
  if (key === "title" || key === "ft_primary" || key === "ft_secondary") return value.trim().length >= 2 ? undefined : "teks minimal 2 karakter";
  return undefined;
}

export interface AdminWrites {
  /** PLATFORM_ADMIN_KEY: sent as `Authorization: Bearer <key>`, it allows settings writes. */
  readonly key?: string;
  /** PLATFORM_ADMIN_PUBLIC=true: writes are accepted from public hosts too (with the key only). */
  readonly fromPublicHosts: boolean;
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Settings addressed by LMS id: GET and PUT {id}/cms/app/id|settings|setting/{key} (spec §7). A
 * write (title, layout, maintenance) takes the site over, so it needs the admin key from the
 * environment, or, from the local network only, a signed-in admin of the site (the seeded demo
 * admins sign in nowhere else); from a public host it is refused unless PLATFORM_ADMIN_PUBLIC allows it.
 */
export function lmsRoutes(app: FastifyInstance, db: PlatformDb, admin: AdminWrites = { fromPublicHosts: false }): void {
  const tenants = createTenantStore(db);
  const accounts = createAccountStore(db);
  const upsert = db.prepare<[string, string, string]>(
    `INSERT INTO tenant_setting_overrides (tenant_id, key, value) VALUES (?, ?, ?)
     ON CONFLICT (tenant_id, key) DO UPDATE SET value = excluded.value, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  );
  const save = db.transaction((tenantId: string, values: readonly (readonly [SettingKey, string])[]) => {
    for (const [key, value] of values) upsert.run(tenantId, key, value);
  });

  const tenantOf = (params: ParamValues): TenantRow => {
    const id = readString(params, "id") ?? "";
    const tenant = tenants.byId(id);
    if (!tenant) throw new PlatformError(404, `Situs dengan lmsId '${id}' tidak terdaftar`, { field: "id" });
    return tenant;
  };
  const requireAdmin = (request: FastifyRequest, tenant: TenantRow): void => {
    const local = isLocalRequest(request);
    if (!local && !admin.fromPublicHosts) {
      throw new PlatformError(403, "Pengaturan situs hanya bisa diubah dari jaringan lokal; untuk host publik setel PLATFORM_ADMIN_PUBLIC=true dan kirim kunci PLATFORM_ADMIN_KEY sebagai Bearer.", { field: "Host" });
    }
    const bearer = headerValue(request, "authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (admin.key && bearer && sameSecret(bearer, admin.key)) return;
    if (!local) throw new PlatformError(403, "Header 'Authorization' wajib berisi 'Bearer <PLATFORM_ADMIN_KEY>' untuk mengubah pengaturan situs dari host publik.", { field: "Authorization" });
    const user = requireUser(accounts, request);
    if (user.kind > 1 || (user.kind === 1 && user.tenantId !== tenant.id)) {
      throw new PlatformError(403, `Akun ${user.email} (${user.role}) tidak boleh mengubah pengaturan situs '${tenant.id}'; perlu superadmin atau admin situs ini.`, { field: "Authorization" });
    }
  };

  registerCatalogueRoute(app, "lms.app.id", ({ params }) => {
    const tenant = tenantOf(params);
    return success("Berhasil mengambil app id", { id: tenant.id, title: tenant.title, layout: tenant.layout, host: tenant.primary_host });
  });
  registerCatalogueRoute(app, "lms.settings.get", ({ params }) => success("Berhasil mengambil pengaturan situs", tenantSettings(tenantOf(params))));
  registerCatalogueRoute(app, "lms.setting.get", ({ params }) => {
    const key = readString(params, "key") as SettingKey;
    return success("Berhasil mengambil pengaturan", { key, value: settingValue(tenantOf(params), key) });
  });

  registerCatalogueRoute(app, "lms.settings.update", ({ request, params }) => {
    const tenant = tenantOf(params);
    requireAdmin(request, tenant);
    const values = SETTING_KEYS.flatMap((key) => (params[key] === undefined ? [] : [[key, String(params[key])] as const]));
    if (values.length === 0) throw new PlatformError(400, `Isi body tidak memuat satu pengaturan pun; kirim salah satu dari: ${SETTING_KEYS.join(", ")}.`, { field: "body" });
    save(tenant.id, values);
    return success("Pengaturan situs disimpan", tenantSettings(tenantOf(params)));
  });

  registerCatalogueRoute(app, "lms.setting.update", ({ request, params }) => {
    const tenant = tenantOf(params);
    requireAdmin(request, tenant);
    const key = readString(params, "key") as SettingKey;
    const value = readString(params, "value") ?? "";
    const problem = problemWith(key, value);
    if (problem) throw new PlatformError(400, `Kolom 'value' bernilai '${value}' yang tidak sah untuk '${key}'; seharusnya ${problem}.`, { field: "value" });
    save(tenant.id, [[key, value]]);
    return success("Pengaturan disimpan", { key, value: settingValue(tenantOf(params), key) });
  });
}
