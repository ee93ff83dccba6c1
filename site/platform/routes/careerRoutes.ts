import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { answer, platformError } from "../errors/platformError.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import type { MediaUrls } from "../media/mediaUrl.js";
import { createCareerStore } from "../queries/careerStore.js";
import type { TenantStore } from "../queries/tenantStore.js";

/** Career events and their job openings: lists by page, details by slug (careers) and id (jobs). */
export function careerRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, media: MediaUrls): void {
  const careers = createCareerStore(db, media);

  registerCatalogueRoute(app, "career.list", async ({ request, params }) =>
    answer("PLT_MSG_CAREERS_FOUND", await careers.list((await resolveTenant(tenants, request)).id, readInteger(params, "page"))),
  );

  registerCatalogueRoute(app, "career.job.list", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const careerId = readInteger(params, "careerId") ?? 0;
    if (!(await careers.exists(tenant.id, careerId))) throw platformError("PLT_ERR_CAREER_NOT_FOUND", { id: careerId });
    return answer("PLT_MSG_JOBS_FOUND", await careers.jobs(careerId, readInteger(params, "page")));
  });

  registerCatalogueRoute(app, "career.detail", async ({ request, params }) => {
    const slug = readString(params, "slug") ?? "";
    const detail = await careers.detail((await resolveTenant(tenants, request)).id, slug);
    if (!detail) throw platformError("PLT_ERR_CAREER_SLUG_NOT_FOUND", { slug });
    return answer("PLT_MSG_CAREER_FOUND", detail);
  });

  registerCatalogueRoute(app, "career.job.detail", async ({ request, params }) => {
    const id = readInteger(params, "id") ?? 0;
    const detail = await careers.job((await resolveTenant(tenants, request)).id, id);
    if (!detail) throw platformError("PLT_ERR_JOB_NOT_FOUND", { id });
    return answer("PLT_MSG_JOB_FOUND", detail);
  });
}
