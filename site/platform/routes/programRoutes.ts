import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { answer, platformError } from "../errors/platformError.js";
import { readInteger, readIntegerList, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { createProgramStore } from "../queries/programStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { createWebinarStore } from "../queries/webinarStore.js";
import type { MediaUrls } from "../media/mediaUrl.js";

/** Webinars (events), programs with their schools, batches and silabus, active mentors. */
export function programRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, media: MediaUrls): void {
  const programs = createProgramStore(db, media);
  const webinars = createWebinarStore(db);

  registerCatalogueRoute(app, "class.webinar", async ({ request, params }) => {
    const tenantId = (await resolveTenant(tenants, request)).id;
    return answer(
      "PLT_MSG_WEBINARS_FOUND",
      await webinars.list(tenantId, readIntegerList(params, "programIds"), readInteger(params, "page"), readInteger(params, "perPage")),
    );
  });

  registerCatalogueRoute(app, "class.webinar.detail", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const id = readInteger(params, "id");
    const slug = readString(params, "slug");
    if (id === undefined && slug === undefined) throw platformError("PLT_ERR_EVENT_KEY_MISSING");
    const row = await webinars.detail(tenant.id, id !== undefined ? { id } : { slug: slug! });
    if (!row) throw id !== undefined ? platformError("PLT_ERR_EVENT_NOT_FOUND", { id }) : platformError("PLT_ERR_EVENT_SLUG_NOT_FOUND", { slug: slug! });
    return answer("PLT_MSG_EVENT_FOUND", row);
  });

  registerCatalogueRoute(app, "program.active", async ({ request, params }) =>
    answer(
      "PLT_MSG_PROGRAMS_FOUND",
      await programs.page((await resolveTenant(tenants, request)).id, readInteger(params, "page"), readInteger(params, "pageSize")),
    ),
  );

  registerCatalogueRoute(app, "program.list", async ({ request }) =>
    answer("PLT_MSG_PROGRAMS_FOUND", await programs.all((await resolveTenant(tenants, request)).id)),
  );

  registerCatalogueRoute(app, "program.active.detail", async ({ request, params }) => {
    const slug = readString(params, "slug") ?? "";
    const detail = await programs.detail((await resolveTenant(tenants, request)).id, slug);
    if (!detail) throw platformError("PLT_ERR_PROGRAM_SLUG_NOT_FOUND", { slug });
    return answer("PLT_MSG_PROGRAM_FOUND", detail);
  });

  registerCatalogueRoute(app, "program.schools", async ({ request, params }) => {
    const id = readInteger(params, "programId") ?? 0;
    if (!(await programs.byId((await resolveTenant(tenants, request)).id, id))) throw platformError("PLT_ERR_PROGRAM_NOT_FOUND", { id });
    return answer("PLT_MSG_PROGRAM_SCHOOLS_FOUND", await programs.schools(id, readInteger(params, "page"), readInteger(params, "pageSize")));
  });

  registerCatalogueRoute(app, "program.batch.active", async ({ request, params }) =>
    programs.activeBatches((await resolveTenant(tenants, request)).id, readInteger(params, "page"), readInteger(params, "perPage")),
  );

  registerCatalogueRoute(app, "program.silabus", async ({ request, params }) => {
    const id = readInteger(params, "programId") ?? 0;
    const found = await programs.byId((await resolveTenant(tenants, request)).id, id);
    if (!found) throw platformError("PLT_ERR_PROGRAM_NOT_FOUND", { id });
    return answer("PLT_MSG_PROGRAM_SYLLABUS_FOUND", { programId: found.id, name: found.name, slug: found.slug, weeks: await programs.weeks(id) });
  });

  registerCatalogueRoute(app, "mentor.active", async ({ request }) =>
    answer("PLT_MSG_MENTORS_FOUND", await programs.activeMentors((await resolveTenant(tenants, request)).id)),
  );
}
