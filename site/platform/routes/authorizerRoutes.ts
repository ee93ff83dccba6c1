import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { APP_TOKEN_TTL_MS } from "../appToken/appTokenRules.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { answer, platformError } from "../errors/platformError.js";
import type { AppTokenCheck } from "../http/createAppTokenCheck.js";
import { headerValue } from "../http/headerValue.js";
import { originHost } from "../http/originHost.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { createAppClientStore } from "../queries/appClientStore.js";
import { createRegionStore } from "../queries/regionStore.js";
import { createSchoolStore, type SchoolStore } from "../queries/schoolStore.js";
import type { TenantStore } from "../queries/tenantStore.js";

/** The version the app compares with its stored one; a new version makes every browser clear its storage and start afresh. */
export const PLATFORM_APP_VERSION = "2026.5.0";

/** The authorizer (version, validate, app tokens), regions, and schools. */
export function authorizerRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, appTokens: AppTokenCheck): void {
  const clients = createAppClientStore(db);
  const regions = createRegionStore(db);
  const schools = createSchoolStore(db);

  registerCatalogueRoute(app, "authorizer.version", () => answer("PLT_MSG_APP_VERSION", { version: PLATFORM_APP_VERSION }));

  registerCatalogueRoute(app, "authorizer.token.generate", async ({ request, params }) => {
    const found = await clients.client(readString(params, "id") ?? "");
    if (!found || found.secret !== readString(params, "secret")) throw platformError("PLT_ERR_APP_CLIENT_MISMATCH");
    const allowed = found.scopes.split(" ");
    const requested = (readString(params, "scopes") ?? "").split(/[\s,]+/).filter(Boolean);
    const extra = requested.filter((scope) => !allowed.includes(scope));
    if (extra.length > 0) throw platformError("PLT_ERR_SCOPES_NOT_ALLOWED", { extra: extra.join(", "), allowed: allowed.join(", ") });
    const token = randomBytes(24).toString("base64url");
    const code = randomBytes(6).toString("hex");
    await clients.issue(token, code, found.id, originHost(headerValue(request, "origin")) ?? null, (requested.length ? requested : allowed).join(" "));
    return answer("PLT_MSG_APP_TOKEN_CREATED", { token, code, expiresIn: APP_TOKEN_TTL_MS / 1000 });
  });

  // The app's "validate the token" step: 200 for a fresh token this authorizer issued; otherwise the app-token
  // check answers 401 saying what is wrong (missing, garbled or tampered, stale, unknown), and the app obtains a new one.
  registerCatalogueRoute(app, "authorizer.validate", async ({ request }) =>
    answer("PLT_MSG_APP_TOKEN_VALID", { valid: true, ...(await appTokens.require(request)) }),
  );

  registerCatalogueRoute(app, "region.provinces", async () => answer("PLT_MSG_PROVINCES_FOUND", await regions.provinces()));
  registerCatalogueRoute(app, "region.cities", async ({ params }) => {
    const id = readInteger(params, "provinceId") ?? 0;
    if (!(await regions.province(id))) throw platformError("PLT_ERR_PROVINCE_NOT_FOUND", { id });
    return answer("PLT_MSG_CITIES_FOUND", await regions.cities(id));
  });

  registerCatalogueRoute(app, "school.list", async ({ request, params }) => {
    const filter = {
      tenantId: (await resolveTenant(tenants, request)).id,
      provinceId: readInteger(params, "provinceId") ?? null,
      cityId: readInteger(params, "cityId") ?? null,
      search: readString(params, "search"),
    };
    return answer("PLT_MSG_SCHOOLS_FOUND", await schools.list(filter, readInteger(params, "page"), readInteger(params, "pageSize")));
  });

  registerCatalogueRoute(app, "school.register", async ({ request, reply, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const cityId = readInteger(params, "cityId") ?? 0;
    const city = await regions.city(cityId);
    if (!city) throw platformError("PLT_ERR_CITY_UNKNOWN", { id: cityId });
    const letterId = readString(params, "letterFileId") ?? "";
    if (!(await schools.hasLetter(tenant.id, letterId))) throw platformError("PLT_ERR_LETTER_NOT_FOUND", { id: letterId });
    const contact = {
      tenant: tenant.id,
      contactName: readString(params, "contactName") ?? "",
      email: (readString(params, "email") ?? "").toLowerCase(),
      phone: readString(params, "phone") ?? "",
      letter: letterId,
    };
    const registered = await registerSchool(schools, tenant.id, contact, city, params);
    reply.code(201);
    return answer("PLT_MSG_SCHOOL_REGISTERED", registered);
  });
}

/** A school from the list (it must lie in the chosen city), or a new one by its NPSN (which must be free). */
async function registerSchool(
  schools: SchoolStore,
  tenantId: string,
  contact: Parameters<SchoolStore["register"]>[0],
  city: { id: number; name: string },
  params: ParamValues,
) {
  const listedId = readInteger(params, "schoolId");
  if (listedId !== undefined) {
    const school = await schools.school(tenantId, listedId);
    if (!school) throw platformError("PLT_ERR_SCHOOL_NOT_LISTED", { id: listedId });
    if (school.cityId !== city.id) throw platformError("PLT_ERR_SCHOOL_OTHER_CITY", { school: school.name, city: city.name });
    const done = (await schools.register(contact, { id: school.id }))!;
    return { id: school.id, registrationId: done.registrationId, name: school.name, npsn: school.npsn, city: city.name };
  }
  const npsn = readString(params, "npsn") ?? "";
  const name = readString(params, "name") ?? "";
  const done = await schools.register(contact, { name, city: city.id, npsn });
  if (!done) throw platformError("PLT_ERR_NPSN_TAKEN", { npsn });
  return { id: done.schoolId, registrationId: done.registrationId, name, npsn, city: city.name };
}
