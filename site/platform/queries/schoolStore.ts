import type { PlatformDb } from "../db/PlatformDb.js";
import type { Page } from "../http/envelope.js";
import { SCHOOL_PAGE_SIZE } from "../http/pagination.js";
import { likePattern } from "./likePattern.js";
import { nextId } from "./nextId.js";
import { paginate } from "./paginate.js";

export interface SchoolFilter {
  readonly tenantId: string;
  readonly provinceId: number | null;
  readonly cityId: number | null;
  readonly search: string | undefined;
}

export interface SchoolContact {
  readonly tenant: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  /** The id of the assignment letter in the drive. */
  readonly letter: string;
}

export type NewSchool = { readonly id: number } | { readonly name: string; readonly city: number; readonly npsn: string };

export interface SchoolStore {
  list(filter: SchoolFilter, page: number | undefined, pageSize: number | undefined): Promise<Page<Record<string, string | number | null>>>;
  /** A school of this site, by id. */
  school(tenantId: string, id: number): Promise<{ id: number; name: string; npsn: string | null; cityId: number } | undefined>;
  /** A letter uploaded through this site's drive (or the drive without a site, as an API client uploads). */
  hasLetter(tenantId: string, uploadId: string): Promise<boolean>;
  /** Registers a listed school, or a new one with it; undefined when a new school's NPSN is taken. */
  register(contact: SchoolContact, school: NewSchool): Promise<{ schoolId: number; registrationId: number } | undefined>;
}

type SchoolBindings = { tenant: string; province: number | null; city: number | null; search: string | null };

export function createSchoolStore(db: PlatformDb): SchoolStore {
  const where = `FROM schools s JOIN cities c ON c.id = s.city_id
    WHERE s.tenant_id = @tenant AND (CAST(@province AS INTEGER) IS NULL OR c.province_id = @province) AND (CAST(@city AS INTEGER) IS NULL OR c.id = @city)
      AND (CAST(@search AS TEXT) IS NULL OR s.name ${db.dialect.likeIgnoringCase} @search ESCAPE '\\')`;
  const count = db.prepare<[SchoolBindings], { total: number }>(`SELECT count(*) AS total ${where}`);
  const page = db.prepare<[SchoolBindings & { limit: number; offset: number }], Record<string, string | number | null>>(
    `SELECT s.id, s.slug, s.name, s.npsn, c.id AS "cityId", c.name AS city, c.province_id AS "provinceId", c.province,
       (SELECT count(*) FROM students st WHERE st.school_id = s.id) AS "studentCount"
     ${where} ORDER BY s.name, s.id LIMIT @limit OFFSET @offset`,
  );
  const byNpsn = db.prepare<[string, string], { id: number }>("SELECT id FROM schools WHERE tenant_id = ? AND npsn = ?");
  const school = db.prepare<[number, string], { id: number; name: string; npsn: string | null; cityId: number }>(
    'SELECT id, name, npsn, city_id AS "cityId" FROM schools WHERE id = ? AND tenant_id = ?',
  );
  const letter = db.prepare<[string, string], { id: string }>("SELECT id FROM uploads WHERE id = ? AND (tenant_id IS NULL OR tenant_id = ?)");
  const insertSchool = db.prepare(
    `INSERT INTO schools (id, tenant_id, slug, name, city_id, npsn, contact_name, contact_email, contact_phone, registered_at)
     VALUES (@id, @tenant, @slug, @name, @city, @npsn, @contactName, @email, @phone, @registeredAt)`,
  );
  const insertRegistration = db.prepare(
    `INSERT INTO school_registrations (id, tenant_id, school_id, contact_name, contact_email, contact_phone, letter_upload_id)
     VALUES (@id, @tenant, @school, @contactName, @email, @phone, @letter)`,
  );
  // The new school and its registration commit together: a registration never names a school that is not there.
  const register = db.transaction(async (contact: SchoolContact, school: NewSchool) => {
    let schoolId: number;
    if ("id" in school) schoolId = school.id;
    else {
      // Held to the end of the transaction: two registrations of one NPSN never both pass the check.
      await db.lock(`school:${contact.tenant}`);
      if (await byNpsn.get(contact.tenant, school.npsn)) return undefined;
      schoolId = await nextId(db, "schools");
      await insertSchool.run({ ...contact, ...school, id: schoolId, slug: `${contact.tenant}-sekolah-${school.npsn}`, registeredAt: new Date().toISOString() });
    }
    const registrationId = await nextId(db, "school_registrations");
    await insertRegistration.run({ ...contact, id: registrationId, school: schoolId });
    return { schoolId, registrationId };
  });
  return {
    list(filter, pageNumber, pageSize) {
      const bindings = { tenant: filter.tenantId, province: filter.provinceId, city: filter.cityId, search: filter.search ? likePattern(filter.search) : null };
      return paginate(count, page, bindings, pageNumber, pageSize, SCHOOL_PAGE_SIZE, (row) => row);
    },
    school: (tenantId, id) => school.get(id, tenantId),
    hasLetter: async (tenantId, uploadId) => (await letter.get(uploadId, tenantId)) !== undefined,
    register: (contact, school) => register(contact, school),
  };
}
