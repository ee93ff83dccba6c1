import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { DEFAULT_LIST_PAGE_SIZE, POST_PAGE_SIZE } from "../http/pagination.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { mediaUrl } from "../media/mediaUrl.js";
import { likePattern } from "../queries/likePattern.js";
import { paginate } from "../queries/paginate.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { answer } from "../errors/platformError.js";

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  kind: string;
  type: string;
  summary: string;
  cover: string;
  author: string;
  published_at: string;
}

/** A post's `type` is its category; its slug is the type itself (lower-case words joined by hyphens). */
function category(type: string) {
  return { slug: type, name: type.charAt(0).toUpperCase() + type.slice(1) };
}

/** Articles (blog and article posts, searchable, by category) and photo galleries (spec §7 Posts). */
export function contentRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);

  type Bindings = { tenant: string; search: string | null; category: string | null };
  const where = `WHERE tenant_id = @tenant AND kind IN ('blog', 'article') AND active = 1
    AND (@category IS NULL OR type = @category)
    AND (@search IS NULL OR title LIKE @search ESCAPE '\\' OR summary LIKE @search ESCAPE '\\')`;
  const count = db.prepare<[Bindings], { total: number }>(`SELECT count(*) AS total FROM posts ${where}`);
  const page = db.prepare<[Bindings & { limit: number; offset: number }], ArticleRow>(
    `SELECT id, slug, title, kind, type, summary, cover, author, published_at FROM posts ${where}
     ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  registerCatalogueRoute(app, "post.article.list", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const search = readString(params, "search");
    const bindings = { tenant: tenant.id, search: search ? likePattern(search) : null, category: readString(params, "categorySlug") ?? null };
    const list = paginate(count, page, bindings, readInteger(params, "page"), readInteger(params, "pageSize"), POST_PAGE_SIZE, (row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      kind: row.kind,
      type: row.type,
      category: category(row.type),
      summary: row.summary,
      cover: row.cover,
      author: row.author,
      publishedAt: row.published_at,
    }));
    return answer("PLT_MSG_ARTICLES_FOUND", list);
  });

  const galleryCount = db.prepare<[{ tenant: string }], { total: number }>("SELECT count(*) AS total FROM galleries WHERE tenant_id = @tenant");
  const galleryPage = db.prepare<[{ tenant: string; limit: number; offset: number }], { id: number; slug: string; title: string; caption: string; taken_on: string }>(
    "SELECT id, slug, title, caption, taken_on FROM galleries WHERE tenant_id = @tenant ORDER BY taken_on DESC, id DESC LIMIT @limit OFFSET @offset",
  );
  const photos = db.prepare<[number], { name: string }>("SELECT name FROM gallery_photos WHERE gallery_id = ? ORDER BY position");
  registerCatalogueRoute(app, "post.gallery.list", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    const list = paginate(galleryCount, galleryPage, { tenant: tenant.id }, readInteger(params, "page"), undefined, DEFAULT_LIST_PAGE_SIZE, (row) => {
      const images = photos.all(row.id).map((photo, index) => ({ link: mediaUrl("cover", photo.name), name: `${row.title} (${index + 1})` }));
      return { id: row.id, slug: row.slug, title: row.title, caption: row.caption, takenOn: row.taken_on, cover: images[0]?.link ?? mediaUrl("cover", row.slug), photos: images };
    });
    return answer("PLT_MSG_GALLERIES_FOUND", list);
  });
}
