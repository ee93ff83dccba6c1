import type { FastifyInstance } from "fastify";
import type { FromSchema } from "json-schema-to-ts";
import type { careerDetailRecordSchema, careerRecordSchema, jobDetailRecordSchema, jobRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { DEFAULT_LIST_PAGE_SIZE } from "../http/pagination.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { mediaUrl } from "../media/mediaUrl.js";
import { paginate } from "../queries/paginate.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";

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

const CAREER = `SELECT c.*, (SELECT count(*) FROM jobs j WHERE j.career_id = c.id) AS job_count FROM careers c`;

function career(row: CareerRow): FromSchema<typeof careerRecordSchema> {
  return {
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
  };
}

function job(row: JobRow): FromSchema<typeof jobRecordSchema> {
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

/** Career events and their job openings (spec §7 Careers). */
export function careerRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);
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
  const jobById = db.prepare<[string, number], JobRow>(
    "SELECT j.* FROM jobs j JOIN careers c ON c.id = j.career_id WHERE c.tenant_id = ? AND j.id = ?",
  );

  registerCatalogueRoute(app, "career.list", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    return answer("PLT_MSG_CAREERS_FOUND", paginate(count, page, { tenant: tenant.id }, readInteger(params, "page"), undefined, DEFAULT_LIST_PAGE_SIZE, career));
  });

  registerCatalogueRoute(app, "career.job.list", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const careerId = readInteger(params, "careerId") ?? 0;
    if (!byId.get(tenant.id, careerId)) throw platformError("PLT_ERR_CAREER_NOT_FOUND", { id: careerId });
    return answer("PLT_MSG_JOBS_FOUND", paginate(jobCount, jobPage, { career: careerId }, readInteger(params, "page"), undefined, DEFAULT_LIST_PAGE_SIZE, job));
  });

  registerCatalogueRoute(app, "career.detail", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const slug = readString(params, "slug") ?? "";
    const row = bySlug.get(tenant.id, slug);
    if (!row) throw platformError("PLT_ERR_CAREER_SLUG_NOT_FOUND", { slug });
    return answer("PLT_MSG_CAREER_FOUND", { ...career(row), description: row.description, jobs: jobsOf.all(row.id).map(job) } satisfies FromSchema<typeof careerDetailRecordSchema>);
  });

  registerCatalogueRoute(app, "career.job.detail", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const id = readInteger(params, "id") ?? 0;
    const row = jobById.get(tenant.id, id);
    if (!row) throw platformError("PLT_ERR_JOB_NOT_FOUND", { id });
    const parent = byId.get(tenant.id, row.career_id)!;
    return answer("PLT_MSG_JOB_FOUND", { ...job(row), career: { id: parent.id, slug: parent.slug, title: parent.title } } satisfies FromSchema<typeof jobDetailRecordSchema>);
  });
}
