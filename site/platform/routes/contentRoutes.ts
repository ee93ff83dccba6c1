import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { answer } from "../errors/platformError.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import type { MediaUrls } from "../media/mediaUrl.js";
import { createContentStore } from "../queries/contentStore.js";
import type { TenantStore } from "../queries/tenantStore.js";

/** Articles (blog and article posts, searchable, by category) and photo galleries. */
export function contentRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, media: MediaUrls): void {
  const content = createContentStore(db, media);

  registerCatalogueRoute(app, "post.article.list", async ({ request, params }) => {
    const filter = {
      tenantId: (await resolveTenant(tenants, request)).id,
      search: readString(params, "search"),
      categorySlug: readString(params, "categorySlug"),
    };
    return answer("PLT_MSG_ARTICLES_FOUND", await content.articles(filter, readInteger(params, "page"), readInteger(params, "pageSize")));
  });

  registerCatalogueRoute(app, "post.gallery.list", async ({ request, params }) =>
    answer("PLT_MSG_GALLERIES_FOUND", await content.galleries((await resolveTenant(tenants, request)).id, readInteger(params, "page"))),
  );
}
