import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { answerPage } from "../http/answerPage.js";
import { DEFAULT_LIST_PAGE_SIZE } from "../http/pagination.js";
import { readInteger, readIntegerList, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { createClassStore } from "../queries/classStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";
import type { MediaUrls } from "../media/mediaUrl.js";

export function classRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, media: MediaUrls): void {
  const classes = createClassStore(db, media);

  registerCatalogueRoute(app, "class.active", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    return answerPage("PLT_MSG_CLASSES_FOUND", params, DEFAULT_LIST_PAGE_SIZE, (perPage, offset) =>
      classes.list(
        {
          tenantId: tenant.id,
          state: readString(params, "state"),
          level: readString(params, "level"),
          type: readString(params, "filter.type"),
          programIds: readIntegerList(params, "programIds"),
          search: readString(params, "search"),
        },
        perPage,
        offset,
      ),
    );
  });

  registerCatalogueRoute(app, "class.overview", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const slug = readString(params, "slug") ?? "";
    const overview = await classes.overview(tenant.id, slug);
    if (!overview) throw platformError("PLT_ERR_CLASS_NOT_FOUND", { slug });
    return answer("PLT_MSG_CLASS_FOUND", overview);
  });

  registerCatalogueRoute(app, "class.syllabus", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    const id = readInteger(params, "classroomId");
    const slug = readString(params, "slug");
    if (id === undefined && slug === undefined) throw platformError("PLT_ERR_CLASS_KEY_MISSING");
    const syllabus = await classes.syllabus(tenant.id, { id, slug });
    if (!syllabus)
      throw id !== undefined
        ? platformError("PLT_ERR_CLASS_ID_NOT_FOUND", { id })
        : platformError("PLT_ERR_CLASS_NOT_FOUND", { slug: slug ?? "" }, { field: "slug" });
    const chapterSlug = readString(params, "chapterSlug");
    const moduleSlug = readString(params, "moduleSlug");
    // A chapter or module that is asked for must exist: the chapter page's metadata record answers 404 through this.
    if (chapterSlug !== undefined) {
      const chapter = await classes.chapter(syllabus.classroomId, chapterSlug, moduleSlug);
      if (!chapter) throw platformError("PLT_ERR_CHAPTER_NOT_FOUND", { chapter: chapterSlug, course: syllabus.name });
      return answer("PLT_MSG_CHAPTER_FOUND", { ...syllabus, chapter });
    }
    if (moduleSlug !== undefined && !syllabus.modules.some((module) => module.slug === moduleSlug)) {
      throw platformError("PLT_ERR_MODULE_NOT_FOUND", { module: moduleSlug, course: syllabus.name });
    }
    return answer("PLT_MSG_CLASS_SYLLABUS_FOUND", syllabus);
  });
}
