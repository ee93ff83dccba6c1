import type { FromSchema } from "json-schema-to-ts";
import type { careerDetailRecordSchema, careerRecordSchema, jobDetailRecordSchema, jobRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import type { Page } from "../http/envelope.js";
import { DEFAULT_LIST_PAGE_SIZE } from "../http/pagination.js";
import type { MediaUrls } from "../media/mediaUrl.js";
import { paginate } from "./paginate.js";

type CareerRecord = FromSchema<typeof careerRecordSchema>;
type JobRecord = FromSchema<typeof jobRecordSchema>;

interface CareerRow {
  id: number;
  slug: string;
  title: string;
  organizer: string;
  location: string;
  summary: string;
  description: string;
  starts_on: string;
  ends_on: string;
  published_at: string;
  job_count: number;
}

interface JobRow {
  id: number;
  career_id: number;
  title: string;
  company: string;
  location: string;
  employment_type: string;
  salary_min: number;
  salary_max: number;
  description: string;
  requirements: string;
}

export interface CareerStore {
  list(tenantId: string, page: number | undefined): Promise<Page<CareerRecord>>;
  exists(tenantId: string, careerId: number): Promise<boolean>;
  jobs(careerId: number, page: number | undefined): Promise<Page<JobRecord>>;
  detail(tenantId: string, slug: string): Promise<FromSchema<typeof careerDetailRecordSchema> | undefined>;
  job(tenantId: string, id: number): Promise<FromSchema<typeof jobDetailRecordSchema> | undefined>;
}

const CAREER = `SELECT c.*, (SELECT count(*) FROM jobs j WHERE j.career_id = c.id) AS job_count FROM careers c`;

function job(row: JobRow): JobRecord {
  return {
    id: row.id,
    careerId: row.career_id,
    title: row.title,
    company: row.company,
    location: row.location,
    employmentType: row.employment_type,
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    description: row.description,
    requirements: JSON.parse(row.requirements) as string[],
  };
}

/** Career events and their job openings. */
export function createCareerStore(db: PlatformDb, mediaUrl: MediaUrls): CareerStore {
  const career = (row: CareerRow): CareerRecord => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    organizer: row.organizer,
    location: row.location,
    summary: row.summary,
    cover: mediaUrl("cover", row.slug),
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    publishedAt: row.published_at,
    jobCount: row.job_count,
  });
  const count = db.prepare<[{ tenant: string }], { total: number }>("SELECT count(*) AS total FROM careers WHERE tenant_id = @tenant");
  const page = db.prepare<[{ tenant: string; limit: number; offset: number }], CareerRow>(
    `${CAREER} WHERE c.tenant_id = @tenant ORDER BY c.published_at DESC, c.id DESC LIMIT @limit OFFSET @offset`,
  );
  const bySlug = db.prepare<[string, string], CareerRow>(`${CAREER} WHERE c.tenant_id = ? AND c.slug = ?`);
  const byId = db.prepare<[string, number], CareerRow>(`${CAREER} WHERE c.tenant_id = ? AND c.id = ?`);
  const jobCount = db.prepare<[{ career: number }], { total: number }>("SELECT count(*) AS total FROM jobs WHERE career_id = @career");
  const jobPage = db.prepare<[{ career: number; limit: number; offset: number }], JobRow>(
    "SELECT * FROM jobs WHERE career_id = @career ORDER BY position, id LIMIT @limit OFFSET @offset",
  );
  const jobsOf = db.prepare<[number], JobRow>("SELECT * FROM jobs WHERE career_id = ? ORDER BY position, id");
  const jobById = db.prepare<[string, number], JobRow>("SELECT j.* FROM jobs j JOIN careers c ON c.id = j.career_id WHERE c.tenant_id = ? AND j.id = ?");

  return {
    list: (tenantId, pageNumber) => paginate(count, page, { tenant: tenantId }, pageNumber, undefined, DEFAULT_LIST_PAGE_SIZE, career),
    exists: async (tenantId, careerId) => (await byId.get(tenantId, careerId)) !== undefined,
    jobs: (careerId, pageNumber) => paginate(jobCount, jobPage, { career: careerId }, pageNumber, undefined, DEFAULT_LIST_PAGE_SIZE, job),
    async detail(tenantId, slug) {
      const row = await bySlug.get(tenantId, slug);
      return row && { ...career(row), description: row.description, jobs: (await jobsOf.all(row.id)).map(job) };
    },
    async job(tenantId, id) {
      const row = await jobById.get(tenantId, id);
      if (!row) return undefined;
      const parent = (await byId.get(tenantId, row.career_id))!;
      return { ...job(row), career: { id: parent.id, slug: parent.slug, title: parent.title } };
    },
  };
}
