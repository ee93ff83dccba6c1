import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import type { programRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { DEFAULT_LIST_PAGE_SIZE, pageRequest, PROGRAM_SCHOOLS_PAGE_SIZE } from "../http/pagination.js";
import { readInteger, readIntegerList, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { paginate } from "../queries/paginate.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";

interface ProgramRow {
  id: number;
  slug: string;
  name: string;
  summary: string;
  logo: string;
  class_count: number;
  student_count: number;
  school_count: number;
}

const PROGRAM = `
  SELECT p.id, p.slug, p.name, p.summary, p.logo,
    (SELECT count(*) FROM classes c WHERE c.program_id = p.id) AS class_count,
    (SELECT count(DISTINCT e.student_id) FROM enrollments e JOIN classes c ON c.id = e.class_id WHERE c.program_id = p.id) AS student_count,
    (SELECT count(*) FROM program_schools ps WHERE ps.program_id = p.id) AS school_count
  FROM programs p`;

function program(row: ProgramRow): FromSchema<typeof programRecordSchema> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    logo: row.logo,
    classCount: row.class_count,
    studentCount: row.student_count,
    schoolCount: row.school_count,
  };
}

/** Webinars (events), programs with their schools, batches and silabus, active mentors (spec §7). */
export function programRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);

  // Events not yet over come first (soonest first), then past ones (latest first); `status` says which is which.
  type WebinarBindings = { tenant: string; programIds: string | null };
  const webinarColumns = `w.id, w.slug, w.title, w.speaker, w.starts_at AS startsAt, w.duration_minutes AS durationMinutes,
       strftime('%Y-%m-%dT%H:%M:%SZ', julianday(w.starts_at) + w.duration_minutes / 1440.0) AS endsAt,
       w.description, w.location, w.program_id AS programId, p.name AS programName, p.slug AS programSlug,
       CASE WHEN julianday(w.starts_at) > julianday('now') THEN 'upcoming'
            WHEN julianday(w.starts_at) + w.duration_minutes / 1440.0 > julianday('now') THEN 'ongoing'
            ELSE 'past' END AS status`;
  const webinarWhere = "WHERE w.tenant_id = @tenant AND (@programIds IS NULL OR w.program_id IN (SELECT value FROM json_each(@programIds)))";
  const webinarCount = db.prepare<[WebinarBindings], { total: number }>(`SELECT count(*) AS total FROM webinars w ${webinarWhere}`);
  const webinarPage = db.prepare<[WebinarBindings & { limit: number; offset: number }], Record<string, string | number>>(
    `SELECT ${webinarColumns}
     FROM webinars w JOIN programs p ON p.id = w.program_id ${webinarWhere}
     ORDER BY (julianday(w.starts_at) + w.duration_minutes / 1440.0 < julianday('now')),
       CASE WHEN julianday(w.starts_at) + w.duration_minutes / 1440.0 < julianday('now') THEN -julianday(w.starts_at) ELSE julianday(w.starts_at) END, w.id
     LIMIT @limit OFFSET @offset`,
  );
  registerCatalogueRoute(app, "class.webinar", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const ids = readIntegerList(params, "programIds");
    const bindings = { tenant: tenant.id, programIds: ids && ids.length > 0 ? JSON.stringify(ids) : null };
    return answer("PLT_MSG_WEBINARS_FOUND", paginate(webinarCount, webinarPage, bindings, readInteger(params, "page"), readInteger(params, "perPage"), DEFAULT_LIST_PAGE_SIZE, (row) => row));
  });

  const webinarOne = db.prepare<[{ tenant: string; id: number | null; slug: string | null }], Record<string, string | number>>(
    `SELECT ${webinarColumns}, w.content
     FROM webinars w JOIN programs p ON p.id = w.program_id
     WHERE w.tenant_id = @tenant AND (@id IS NULL OR w.id = @id) AND (@slug IS NULL OR w.slug = @slug)`,
  );
  registerCatalogueRoute(app, "class.webinar.detail", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const id = readInteger(params, "id");
    const slug = readString(params, "slug");
    if (id === undefined && slug === undefined) throw platformError("PLT_ERR_EVENT_KEY_MISSING");
    // By id the slug is only decoration (`/Event/Program/{id}/{slug?}`): a stale slug in a shared link still finds the event.
    const row = webinarOne.get({ tenant: tenant.id, id: id ?? null, slug: id === undefined ? slug! : null });
    if (!row) throw id !== undefined ? platformError("PLT_ERR_EVENT_NOT_FOUND", { id }) : platformError("PLT_ERR_EVENT_SLUG_NOT_FOUND", { slug: slug! });
    return answer("PLT_MSG_EVENT_FOUND", row);
  });

  const programCount = db.prepare<[{ tenant: string }], { total: number }>("SELECT count(*) AS total FROM programs WHERE tenant_id = @tenant");
  const programPage = db.prepare<[{ tenant: string; limit: number; offset: number }], ProgramRow>(
    `${PROGRAM} WHERE p.tenant_id = @tenant ORDER BY p.id LIMIT @limit OFFSET @offset`,
  );
  const allPrograms = db.prepare<[string], ProgramRow>(`${PROGRAM} WHERE p.tenant_id = ? ORDER BY p.id`);
  const programBySlug = db.prepare<[string, string], ProgramRow>(`${PROGRAM} WHERE p.tenant_id = ? AND p.slug = ?`);
  const programById = db.prepare<[string, number], ProgramRow>(`${PROGRAM} WHERE p.tenant_id = ? AND p.id = ?`);
  const programClasses = db.prepare<[number], Record<string, string | number>>(
    "SELECT id, slug, name, level, type, state, start_date AS startDate, end_date AS endDate FROM class_states WHERE program_id = ? ORDER BY position, id",
  );

  const weeks = db.prepare<[number], { week: number; title: string; description: string }>(
    "SELECT week, title, description FROM program_syllabus WHERE program_id = ? ORDER BY week",
  );

  registerCatalogueRoute(app, "program.active", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    return answer("PLT_MSG_PROGRAMS_FOUND", paginate(programCount, programPage, { tenant: tenant.id }, readInteger(params, "page"), readInteger(params, "pageSize"), DEFAULT_LIST_PAGE_SIZE, program));
  });

  registerCatalogueRoute(app, "program.list", ({ request }) => {
    const tenant = resolveTenant(tenants, request);
    return answer("PLT_MSG_PROGRAMS_FOUND", allPrograms.all(tenant.id).map(program));
  });

  registerCatalogueRoute(app, "program.active.detail", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const slug = readString(params, "slug") ?? "";
    const row = programBySlug.get(tenant.id, slug);
    if (!row) throw platformError("PLT_ERR_PROGRAM_SLUG_NOT_FOUND", { slug });
    // The silabus rides along so a page that knows only the slug (/Curriculum/{program}) renders it on the server.
    return answer("PLT_MSG_PROGRAM_FOUND", { ...program(row), classes: programClasses.all(row.id), weeks: weeks.all(row.id) });
  });

  const schoolCount = db.prepare<[{ program: number }], { total: number }>("SELECT count(*) AS total FROM program_schools WHERE program_id = @program");
  const schoolPage = db.prepare<[{ program: number; limit: number; offset: number }], Record<string, string | number>>(
    `SELECT s.id, s.name, s.slug, c.id AS cityId, c.name AS city, c.province, ps.joined_on AS joinedOn,
       (SELECT count(*) FROM students st WHERE st.school_id = s.id) AS studentCount
     FROM program_schools ps JOIN schools s ON s.id = ps.school_id JOIN cities c ON c.id = s.city_id
     WHERE ps.program_id = @program ORDER BY s.name, s.id LIMIT @limit OFFSET @offset`,
  );
  registerCatalogueRoute(app, "program.schools", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const id = readInteger(params, "programId") ?? 0;
    if (!programById.get(tenant.id, id)) throw platformError("PLT_ERR_PROGRAM_NOT_FOUND", { id });
    return answer("PLT_MSG_PROGRAM_SCHOOLS_FOUND", paginate(schoolCount, schoolPage, { program: id }, readInteger(params, "page"), readInteger(params, "pageSize"), PROGRAM_SCHOOLS_PAGE_SIZE, (row) => row));
  });

  // Batches still running or open for registration, in the batch envelope (spec §3).
  const batchCount = db.prepare<[string], { total: number }>("SELECT count(*) AS total FROM batches WHERE tenant_id = ? AND status != 'finished'");
  const batchPage = db.prepare<[string, number, number], Record<string, string | number>>(
    `SELECT b.id, b.name, b.status, b.start_date AS startDate, b.end_date AS endDate, b.quota, b.program_id AS programId, p.name AS programName
     FROM batches b JOIN programs p ON p.id = b.program_id WHERE b.tenant_id = ? AND b.status != 'finished'
     ORDER BY b.start_date, b.id LIMIT ? OFFSET ?`,
  );
  registerCatalogueRoute(app, "program.batch.active", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const { page, perPage, offset } = pageRequest(readInteger(params, "page"), readInteger(params, "perPage"), DEFAULT_LIST_PAGE_SIZE);
    const total = batchCount.get(tenant.id)?.total ?? 0;
    return {
      page: { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)) },
      data_count: { per_page: perPage, total_data: total },
      data: batchPage.all(tenant.id, perPage, offset),
    };
  });

  registerCatalogueRoute(app, "program.silabus", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const id = readInteger(params, "programId") ?? 0;
    const row = programById.get(tenant.id, id);
    if (!row) throw platformError("PLT_ERR_PROGRAM_NOT_FOUND", { id });
    return answer("PLT_MSG_PROGRAM_SYLLABUS_FOUND", { programId: row.id, name: row.name, slug: row.slug, weeks: weeks.all(id) });
  });

  const mentors = db.prepare<[string], Record<string, string | number>>(
    `SELECT m.id, m.slug, m.name, m.expertise, m.avatar,
       count(c.id) AS activeClassCount
     FROM mentors m JOIN class_states c ON c.mentor_id = m.id AND c.state != 'ended'
     WHERE m.tenant_id = ? GROUP BY m.id ORDER BY m.name`,
  );
  registerCatalogueRoute(app, "mentor.active", ({ request }) => {
    const tenant = resolveTenant(tenants, request);
    return answer("PLT_MSG_MENTORS_FOUND", mentors.all(tenant.id));
  });
}
