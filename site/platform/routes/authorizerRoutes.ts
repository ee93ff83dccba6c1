import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { headerValue } from "../http/headerValue.js";
import { originHost } from "../http/originHost.js";
import type { AppTokenCheck } from "../http/createAppTokenCheck.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { paginate } from "../queries/paginate.js";
import { likePattern } from "../queries/likePattern.js";
import { nextId } from "../queries/nextId.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { SCHOOL_PAGE_SIZE } from "../http/pagination.js";
import { APP_TOKEN_TTL_MS } from "../appToken/appTokenRules.js";
import { answer, platformError } from "../errors/platformError.js";

/** The version the app compares with its stored one (spec §4); bump it to make every browser start afresh. */
export const PLATFORM_APP_VERSION = "2026.5.0";

/** The authorizer (version, validate, app tokens), regions, and schools (spec §7). */
export function authorizerRoutes(app: FastifyInstance, db: PlatformDb, appTokens: AppTokenCheck): void {
  const tenants = createTenantStore(db);

  registerCatalogueRoute(app, "authorizer.version", () => answer("PLT_MSG_APP_VERSION", { version: PLATFORM_APP_VERSION }));

  const client = db.prepare<[string], { id: string; tenant_id: string; secret: string; scopes: string }>("SELECT * FROM app_clients WHERE id = ?");
  const insertToken = db.prepare<[string, string, string, string | null, string]>(
    "INSERT INTO app_tokens (token, code, client_id, origin_host, scopes) VALUES (?, ?, ?, ?, ?)",
  );
  registerCatalogueRoute(app, "authorizer.token.generate", ({ request, params }) => {
    const id = readString(params, "id") ?? "";
    const found = client.get(id);
    if (!found || found.secret !== readString(params, "secret")) throw platformError("PLT_ERR_APP_CLIENT_MISMATCH");
    const allowed = found.scopes.split(" ");
    const requested = (readString(params, "scopes") ?? "").split(/[\s,]+/).filter(Boolean);
    const extra = requested.filter((scope) => !allowed.includes(scope));
    if (extra.length > 0) throw platformError("PLT_ERR_SCOPES_NOT_ALLOWED", { extra: extra.join(", "), allowed: allowed.join(", ") });
    const token = randomBytes(24).toString("base64url");
    const code = randomBytes(6).toString("hex");
    insertToken.run(token, code, found.id, originHost(headerValue(request, "origin")) ?? null, (requested.length ? requested : allowed).join(" "));
    return answer("PLT_MSG_APP_TOKEN_CREATED", { token, code, expiresIn: APP_TOKEN_TTL_MS / 1000 });
  });

  // Spec §4 "validate the token": 200 for a fresh token this authorizer issued; otherwise the app-token check
  // answers 401 saying what is wrong (missing, garbled or tampered, stale, unknown), and the app obtains a new one.
  registerCatalogueRoute(app, "authorizer.validate", ({ request }) => answer("PLT_MSG_APP_TOKEN_VALID", { valid: true, ...appTokens.require(request) }));

  const provinces = db.prepare<[], { id: number; name: string; cityCount: number }>(
    "SELECT p.id, p.name, (SELECT count(*) FROM cities c WHERE c.province_id = p.id) AS cityCount FROM provinces p ORDER BY p.id",
  );
  const province = db.prepare<[number], { id: number; name: string }>("SELECT id, name FROM provinces WHERE id = ?");
  const cities = db.prepare<[number], { id: number; name: string; kind: string; provinceId: number }>(
    // By place name, so Kabupaten Bandung sits beside Bandung rather than among the K's; the city first.
    "SELECT id, name, kind, province_id AS provinceId FROM cities WHERE province_id = ? ORDER BY replace(name, 'Kabupaten ', ''), kind DESC",
  );
  registerCatalogueRoute(app, "region.provinces", () => answer("PLT_MSG_PROVINCES_FOUND", provinces.all()));
  registerCatalogueRoute(app, "region.cities", ({ params }) => {
    const id = readInteger(params, "provinceId") ?? 0;
    if (!province.get(id)) throw platformError("PLT_ERR_PROVINCE_NOT_FOUND", { id });
    return answer("PLT_MSG_CITIES_FOUND", cities.all(id));
  });

  type SchoolBindings = { tenant: string; province: number | null; city: number | null; search: string | null };
  const where = `FROM schools s JOIN cities c ON c.id = s.city_id
    WHERE s.tenant_id = @tenant AND (@province IS NULL OR c.province_id = @province) AND (@city IS NULL OR c.id = @city)
      AND (@search IS NULL OR s.name LIKE @search ESCAPE '\\')`;
  const schoolCount = db.prepare<[SchoolBindings], { total: number }>(`SELECT count(*) AS total ${where}`);
  const schoolPage = db.prepare<[SchoolBindings & { limit: number; offset: number }], Record<string, string | number | null>>(
    `SELECT s.id, s.slug, s.name, s.npsn, c.id AS cityId, c.name AS city, c.province_id AS provinceId, c.province,
       (SELECT count(*) FROM students st WHERE st.school_id = s.id) AS studentCount
     ${where} ORDER BY s.name, s.id LIMIT @limit OFFSET @offset`,
  );
  registerCatalogueRoute(app, "school.list", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const search = readString(params, "search");
    const bindings = { tenant: tenant.id, province: readInteger(params, "provinceId") ?? null, city: readInteger(params, "cityId") ?? null, search: search ? likePattern(search) : null };
    return answer("PLT_MSG_SCHOOLS_FOUND", paginate(schoolCount, schoolPage, bindings, readInteger(params, "page"), readInteger(params, "pageSize"), SCHOOL_PAGE_SIZE, (row) => row));
  });

  const city = db.prepare<[number], { id: number; name: string }>("SELECT id, name FROM cities WHERE id = ?");
  const byNpsn = db.prepare<[string, string], { id: number }>("SELECT id FROM schools WHERE tenant_id = ? AND npsn = ?");
  const listedSchool = db.prepare<[number, string], { id: number; name: string; npsn: string | null; cityId: number }>(
    "SELECT id, name, npsn, city_id AS cityId FROM schools WHERE id = ? AND tenant_id = ?",
  );
  // A letter uploaded through this site's drive (or the drive without a site, as an API client uploads).
  const letter = db.prepare<[string, string], { id: string }>("SELECT id FROM uploads WHERE id = ? AND (tenant_id IS NULL OR tenant_id = ?)");
  const insertSchool = db.prepare(
    `INSERT INTO schools (id, tenant_id, slug, name, city_id, npsn, contact_name, contact_email, contact_phone, registered_at)
     VALUES (@id, @tenant, @slug, @name, @city, @npsn, @contactName, @email, @phone, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  );
  const insertRegistration = db.prepare(
    `INSERT INTO school_registrations (id, tenant_id, school_id, contact_name, contact_email, contact_phone, letter_upload_id)
     VALUES (@id, @tenant, @school, @contactName, @email, @phone, @letter)`,
  );
  type Contact = { tenant: string; contactName: string; email: string; phone: string; letter: string };
  // The new school and its registration commit together: a registration never names a school that is not there.
  const register = db.transaction((contact: Contact, school: { id: number } | { name: string; city: number; npsn: string }) => {
    let schoolId: number;
    if ("id" in school) schoolId = school.id;
    else {
      if (byNpsn.get(contact.tenant, school.npsn)) return undefined;
      schoolId = nextId(db, "schools");
      insertSchool.run({ ...contact, ...school, id: schoolId, slug: `${contact.tenant}-sekolah-${school.npsn}` });
    }
    const registrationId = nextId(db, "school_registrations");
    insertRegistration.run({ ...contact, id: registrationId, school: schoolId });
    return { schoolId, registrationId };
  });
  registerCatalogueRoute(app, "school.register", ({ request, reply, params }) => {
    const tenant = resolveTenant(tenants, request);
    const cityId = readInteger(params, "cityId") ?? 0;
    const found = city.get(cityId);
    if (!found) throw platformError("PLT_ERR_CITY_UNKNOWN", { id: cityId });
    const letterId = readString(params, "letterFileId") ?? "";
    if (!letter.get(letterId, tenant.id)) {
      throw platformError("PLT_ERR_LETTER_NOT_FOUND", { id: letterId });
    }
    const contact = { tenant: tenant.id, contactName: readString(params, "contactName") ?? "", email: (readString(params, "email") ?? "").toLowerCase(), phone: readString(params, "phone") ?? "", letter: letterId };
    const listedId = readInteger(params, "schoolId");
    if (listedId !== undefined) {
      const school = listedSchool.get(listedId, tenant.id);
      if (!school) throw platformError("PLT_ERR_SCHOOL_NOT_LISTED", { id: listedId });
      if (school.cityId !== cityId) throw platformError("PLT_ERR_SCHOOL_OTHER_CITY", { school: school.name, city: found.name });
      const done = register(contact, { id: school.id })!;
      reply.code(201);
      return answer("PLT_MSG_SCHOOL_REGISTERED", { id: school.id, registrationId: done.registrationId, name: school.name, npsn: school.npsn, city: found.name });
    }
    const npsn = readString(params, "npsn") ?? "";
    const name = readString(params, "name") ?? "";
    const done = register(contact, { name, city: cityId, npsn });
    if (!done) throw platformError("PLT_ERR_NPSN_TAKEN", { npsn });
    reply.code(201);
    return answer("PLT_MSG_SCHOOL_REGISTERED", { id: done.schoolId, registrationId: done.registrationId, name, npsn, city: found.name });
  });
}
