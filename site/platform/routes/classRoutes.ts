import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { pageOf, success } from "../http/envelope.js";
import { messages } from "../http/messages.js";
import { DEFAULT_LIST_PAGE_SIZE, pageRequest } from "../http/pagination.js";
import { PlatformError } from "../http/PlatformError.js";
import { readInteger, readIntegerList, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { createClassStore } from "../queries/classStore.js";
import { createTenantStore } from "../queries/tenantStore.js";

export function classRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);
  const classes = createClassStore(db);

  registerCatalogueRoute(app, "class.active", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const { page, perPage, offset } = pageRequest(readInteger(params, "page"), readInteger(params, "pageSize"), DEFAULT_LIST_PAGE_SIZE);
    const { items, total } = classes.list(
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
    );
    return success(messages.classesFound, pageOf(items, page, perPage, total));
  });

  registerCatalogueRoute(app, "class.overview", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const slug = readString(params, "slug") ?? "";
    const overview = classes.overview(tenant.id, slug);
    if (!overview) throw new PlatformError(404, messages.classNotFound(slug));
    return success(messages.classFound, overview);
  });

  registerCatalogueRoute(app, "class.syllabus", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const id = readInteger(params, "classroomId");
    const slug = readString(params, "slug");
    if (id === undefined && slug === undefined) throw new PlatformError(400, "Parameter classroomId atau slug wajib diisi", { field: "classroomId" });
    const syllabus = classes.syllabus(tenant.id, { id, slug });
    if (!syllabus) throw new PlatformError(404, id !== undefined ? `Kelas dengan id ${id} tidak ditemukan` : messages.classNotFound(slug ?? ""), { field: id !== undefined ? "classroomId" : "slug" });
    const chapterSlug = readString(params, "chapterSlug");
    const moduleSlug = readString(params, "moduleSlug");
    // A chapter or module that is asked for must exist: the chapter page's metadata record answers 404 through this.
    if (chapterSlug !== undefined) {
      const chapter = classes.chapter(syllabus.classroomId, chapterSlug, moduleSlug);
      if (!chapter) throw new PlatformError(404, `Bab '${chapterSlug}' tidak ditemukan di ${syllabus.name}`, { field: "chapterSlug" });
      return success("Berhasil mengambil bab kursus", { ...syllabus, chapter });
    }
    if (moduleSlug !== undefined && !syllabus.modules.some((module) => module.slug === moduleSlug)) {
      throw new PlatformError(404, `Modul '${moduleSlug}' tidak ditemukan di ${syllabus.name}`, { field: "moduleSlug" });
    }
    return success("Berhasil mengambil silabus kelas", syllabus);
  });
}
