import { createHash, timingSafeEqual } from "node:crypto";
import type { ChangeFeed } from "../changes/createChangeFeed.js";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { headerValue } from "../http/headerValue.js";
import { isLocalRequest } from "../../../schemas/hosts/isLocalRequest.js";
import { readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { requireUser } from "../http/requireUser.js";
import { createAccountStore } from "../queries/accountStore.js";
import { SETTING_KEYS, type TenantStore, settingValue, tenantSettings, type SettingKey, type TenantRow } from "../queries/tenantStore.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { answer, platformError } from "../errors/platformError.js";
import type { MediaUrls } from "../media/mediaUrl.js";

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
 * Settings addressed by LMS id: GET and PUT {id}/cms/app/id|settings|setting/{key}. A
 * write (title, layout, maintenance) takes the site over, so it needs the admin key from the
 * environment, or, from the local network only, a signed-in admin of the site (the seeded demo
 * admins sign in nowhere else); from a public host it is refused unless PLATFORM_ADMIN_PUBLIC allows it.
 */
export function lmsRoutes(
  app: FastifyInstance,
  db: PlatformDb,
  tenants: TenantStore,
  media: MediaUrls,
  changes: ChangeFeed,
  admin: AdminWrites = { fromPublicHosts: false },
): void {
  const accounts = createAccountStore(db);

  const tenantOf = async (params: ParamValues): Promise<TenantRow> => {
    const id = readString(params, "id") ?? "";
    const tenant = await tenants.byId(id);
    if (!tenant) throw platformError("PLT_ERR_TENANT_UNKNOWN", { id }, { field: "id" });
    return tenant;
  };
  const requireAdmin = async (request: FastifyRequest, tenant: TenantRow): Promise<void> => {
    const local = isLocalRequest(request);
    if (!local && !admin.fromPublicHosts) {
      throw platformError("PLT_ERR_SETTINGS_LOCAL_ONLY");
    }
    const bearer = headerValue(request, "authorization")?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (admin.key && bearer && sameSecret(bearer, admin.key)) return;
    if (!local) throw platformError("PLT_ERR_ADMIN_KEY_MISSING");
    const user = await requireUser(accounts, request);
    if (user.kind > 1 || (user.kind === 1 && user.tenantId !== tenant.id)) {
      throw platformError("PLT_ERR_ADMIN_NOT_ALLOWED", { email: user.email, role: user.role, tenant: tenant.id });
    }
  };

  registerCatalogueRoute(app, "lms.app.id", async ({ params }) => {
    const tenant = await tenantOf(params);
    return answer("PLT_MSG_APP_ID_FOUND", { id: tenant.id, title: tenant.title, layout: tenant.layout, host: tenant.primary_host });
  });
  registerCatalogueRoute(app, "lms.settings.get", async ({ params }) => answer("PLT_MSG_SETTINGS_FOUND", tenantSettings(await tenantOf(params), media)));
  registerCatalogueRoute(app, "lms.setting.get", async ({ params }) => {
    const key = readString(params, "key") as SettingKey;
    return answer("PLT_MSG_SETTING_FOUND", { key, value: settingValue(await tenantOf(params), key) });
  });

  registerCatalogueRoute(app, "lms.settings.update", async ({ request, params }) => {
    const tenant = await tenantOf(params);
    await requireAdmin(request, tenant);
    const values = SETTING_KEYS.flatMap((key) => (params[key] === undefined ? [] : [[key, String(params[key])] as const]));
    if (values.length === 0) throw platformError("PLT_ERR_SETTINGS_EMPTY", { keys: SETTING_KEYS.join(", ") });
    await tenants.saveSettings(tenant.id, values);
    await changes.publish({ kind: "site", tenant: tenant.id, hosts: await tenants.hostsOf(tenant.id) });
    return answer("PLT_MSG_SETTINGS_SAVED", tenantSettings(await tenantOf(params), media));
  });

  registerCatalogueRoute(app, "lms.setting.update", async ({ request, params }) => {
    const tenant = await tenantOf(params);
    await requireAdmin(request, tenant);
    const key = readString(params, "key") as SettingKey;
    const value = readString(params, "value") ?? "";
    const problem = problemWith(key, value);
    if (problem) throw platformError("PLT_ERR_SETTING_VALUE_INVALID", { value, key, expected: problem });
    await tenants.saveSettings(tenant.id, [[key, value]]);
    await changes.publish({ kind: "site", tenant: tenant.id, hosts: await tenants.hostsOf(tenant.id) });
    return answer("PLT_MSG_SETTING_SAVED", { key, value: settingValue(await tenantOf(params), key) });
  });
}
