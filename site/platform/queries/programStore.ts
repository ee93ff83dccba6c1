import type { FromSchema } from "json-schema-to-ts";
import type { programRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { Page } from "../http/envelope.js";
import { DEFAULT_LIST_PAGE_SIZE, pageRequest, PROGRAM_SCHOOLS_PAGE_SIZE } from "../http/pagination.js";
import { paginate } from "./paginate.js";
import { mediaUrl, type MediaUrls } from "../media/mediaUrl.js";

type ProgramRecord = FromSchema<typeof programRecordSchema>;
type Row = Record<string, string | number>;

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

/** The batch envelope: `page.current_page`, `page.last_page`, `data_count.per_page`, `data_count.total_data`, `data`. */
export interface BatchPage {
  readonly page: { readonly current_page: number; readonly last_page: number };
  readonly data_count: { readonly per_page: number; readonly total_data: number };
  readonly data: Row[];
}

export interface ProgramStore {
  page(tenantId: string, page: number | undefined, pageSize: number | undefined): Promise<Page<ProgramRecord>>;
  all(tenantId: string): Promise<ProgramRecord[]>;
  /** A program with its classes and its week-by-week silabus, so a page that knows only the slug renders it whole. */
  detail(tenantId: string, slug: string): Promise<(ProgramRecord & { classes: Row[]; weeks: Week[] }) | undefined>;
  byId(tenantId: string, id: number): Promise<ProgramRecord | undefined>;
  schools(programId: number, page: number | undefined, pageSize: number | undefined): Promise<Page<Row>>;
  weeks(programId: number): Promise<Week[]>;
  /** Batches still running or open for registration, in the batch envelope. */
  activeBatches(tenantId: string, page: number | undefined, perPage: number | undefined): Promise<BatchPage>;
  /** Mentors who teach a class that has not ended. */
  activeMentors(tenantId: string): Promise<Row[]>;
}

export interface Week {
  week: number;
  title: string;
  description: string;
}

const PROGRAM = `
  SELECT p.id, p.slug, p.name, p.summary, p.logo,
    (SELECT count(*) FROM classes c WHERE c.program_id = p.id) AS class_count,
    (SELECT count(DISTINCT e.student_id) FROM enrollments e JOIN classes c ON c.id = e.class_id WHERE c.program_id = p.id) AS student_count,
    (SELECT count(*) FROM program_schools ps WHERE ps.program_id = p.id) AS school_count
  FROM programs p`;

function program(row: ProgramRow, media: MediaUrls): ProgramRecord {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary,
    logo: media.stored(row.logo),
    classCount: row.class_count,
    studentCount: row.student_count,
    schoolCount: row.school_count,
  };
}

/** Programs with their classes, schools, silabus and batches, and the mentors teaching now. */
export function createProgramStore(db: PlatformDb, media: MediaUrls = mediaUrl): ProgramStore {
  const toRecord = (row: ProgramRow) => program(row, media);
  const count = db.prepare<[{ tenant: string }], { total: number }>("SELECT count(*) AS total FROM programs WHERE tenant_id = @tenant");
  const page = db.prepare<[{ tenant: string; limit: number; offset: number }], ProgramRow>(
    `${PROGRAM} WHERE p.tenant_id = @tenant ORDER BY p.id LIMIT @limit OFFSET @offset`,
  );
  const all = db.prepare<[string], ProgramRow>(`${PROGRAM} WHERE p.tenant_id = ? ORDER BY p.id`);
  const bySlug = db.prepare<[string, string], ProgramRow>(`${PROGRAM} WHERE p.tenant_id = ? AND p.slug = ?`);
  const byId = db.prepare<[string, number], ProgramRow>(`${PROGRAM} WHERE p.tenant_id = ? AND p.id = ?`);
  const classes = db.prepare<[number], Row>(
    'SELECT id, slug, name, level, type, state, start_date AS "startDate", end_date AS "endDate" FROM class_states WHERE program_id = ? ORDER BY position, id',
  );
  const weeks = db.prepare<[number], Week>("SELECT week, title, description FROM program_syllabus WHERE program_id = ? ORDER BY week");
  const schoolCount = db.prepare<[{ program: number }], { total: number }>("SELECT count(*) AS total FROM program_schools WHERE program_id = @program");
  const schoolPage = db.prepare<[{ program: number; limit: number; offset: number }], Row>(
    `SELECT s.id, s.name, s.slug, c.id AS "cityId", c.name AS city, c.province, ps.joined_on AS "joinedOn",
       (SELECT count(*) FROM students st WHERE st.school_id = s.id) AS "studentCount"
     FROM program_schools ps JOIN schools s ON s.id = ps.school_id JOIN cities c ON c.id = s.city_id
     WHERE ps.program_id = @program ORDER BY s.name, s.id LIMIT @limit OFFSET @offset`,
  );
  const batchCount = db.prepare<[string], { total: number }>("SELECT count(*) AS total FROM batches WHERE tenant_id = ? AND status != 'finished'");
  const batchPage = db.prepare<[string, number, number], Row>(
    `SELECT b.id, b.name, b.status, b.start_date AS "startDate", b.end_date AS "endDate", b.quota, b.program_id AS "programId", p.name AS "programName"
     FROM batches b JOIN programs p ON p.id = b.program_id WHERE b.tenant_id = ? AND b.status != 'finished'
     ORDER BY b.start_date, b.id LIMIT ? OFFSET ?`,
  );
  const mentors = db.prepare<[string], Row>(
    `SELECT m.id, m.slug, m.name, m.expertise, m.avatar,
       count(c.id) AS "activeClassCount"
     FROM mentors m JOIN class_states c ON c.mentor_id = m.id AND c.state != 'ended'
     WHERE m.tenant_id = ? GROUP BY m.id ORDER BY m.name`,
  );

  return {
    page: (tenantId, pageNumber, pageSize) => paginate(count, page, { tenant: tenantId }, pageNumber, pageSize, DEFAULT_LIST_PAGE_SIZE, toRecord),
    all: async (tenantId) => (await all.all(tenantId)).map(toRecord),
    async detail(tenantId, slug) {
      const row = await bySlug.get(tenantId, slug);
      return row && { ...toRecord(row), classes: await classes.all(row.id), weeks: await weeks.all(row.id) };
    },
    async byId(tenantId, id) {
      const row = await byId.get(tenantId, id);
      return row && toRecord(row);
    },
    schools: (programId, pageNumber, pageSize) =>
      paginate(schoolCount, schoolPage, { program: programId }, pageNumber, pageSize, PROGRAM_SCHOOLS_PAGE_SIZE, (row) => row),
    weeks: (programId) => weeks.all(programId),
    async activeBatches(tenantId, pageNumber, perPage) {
      const { page: current, perPage: size, offset } = pageRequest(pageNumber, perPage, DEFAULT_LIST_PAGE_SIZE);
      const total = (await batchCount.get(tenantId))?.total ?? 0;
      return {
        page: { current_page: current, last_page: Math.max(1, Math.ceil(total / size)) },
        data_count: { per_page: size, total_data: total },
        data: await batchPage.all(tenantId, size, offset),
      };
    },
    activeMentors: async (tenantId) => (await mentors.all(tenantId)).map((row) => ({ ...row, avatar: media.stored(String(row.avatar)) })),
  };
}
