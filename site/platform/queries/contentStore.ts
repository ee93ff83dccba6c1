import type { PlatformDb } from "../db/PlatformDb.js";
import type { Page } from "../http/envelope.js";
import { DEFAULT_LIST_PAGE_SIZE, POST_PAGE_SIZE } from "../http/pagination.js";
import type { MediaUrls } from "../media/mediaUrl.js";
import { likePattern } from "./likePattern.js";
import { paginate } from "./paginate.js";
import type { PostRow } from "./PostRow.js";

export interface ArticleFilter {
  readonly tenantId: string;
  readonly search: string | undefined;
  readonly categorySlug: string | undefined;
}

export interface ContentStore {
  /** Active blog and article posts, newest first, searchable in title and summary, by category. */
  articles(filter: ArticleFilter, page: number | undefined, pageSize: number | undefined): Promise<Page<Record<string, unknown>>>;
  galleries(tenantId: string, page: number | undefined): Promise<Page<Record<string, unknown>>>;
}

/** A post's `type` is its category; its slug is the type itself (lower-case words joined by hyphens). */
function category(type: string) {
  return { slug: type, name: type.charAt(0).toUpperCase() + type.slice(1) };
}

function article(row: PostRow, media: MediaUrls) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind: row.kind,
    type: row.type,
    category: category(row.type),
    summary: row.summary,
    cover: media.stored(row.cover),
    author: row.author,
    publishedAt: row.published_at,
  };
}

/** Articles and photo galleries. */
export function createContentStore(db: PlatformDb, mediaUrl: MediaUrls): ContentStore {
  type Bindings = { tenant: string; search: string | null; category: string | null };
  const where = `WHERE tenant_id = @tenant AND kind IN ('blog', 'article') AND active = 1
    AND (CAST(@category AS TEXT) IS NULL OR type = @category)
    AND (CAST(@search AS TEXT) IS NULL OR title ${db.dialect.likeIgnoringCase} @search ESCAPE '\\' OR summary ${db.dialect.likeIgnoringCase} @search ESCAPE '\\')`;
  const count = db.prepare<[Bindings], { total: number }>(`SELECT count(*) AS total FROM posts ${where}`);
  const page = db.prepare<[Bindings & { limit: number; offset: number }], PostRow>(
    `SELECT id, slug, title, kind, type, summary, cover, author, published_at FROM posts ${where}
     ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const galleryCount = db.prepare<[{ tenant: string }], { total: number }>("SELECT count(*) AS total FROM galleries WHERE tenant_id = @tenant");
  const galleryPage = db.prepare<
    [{ tenant: string; limit: number; offset: number }],
    { id: number; slug: string; title: string; caption: string; taken_on: string }
  >("SELECT id, slug, title, caption, taken_on FROM galleries WHERE tenant_id = @tenant ORDER BY taken_on DESC, id DESC LIMIT @limit OFFSET @offset");
  const photos = db.prepare<[number], { name: string }>("SELECT name FROM gallery_photos WHERE gallery_id = ? ORDER BY position");

  return {
    articles(filter, pageNumber, pageSize) {
      const bindings = { tenant: filter.tenantId, search: filter.search ? likePattern(filter.search) : null, category: filter.categorySlug ?? null };
      return paginate(count, page, bindings, pageNumber, pageSize, POST_PAGE_SIZE, (row) => article(row, mediaUrl));
    },
    async galleries(tenantId, pageNumber) {
      const found = await paginate(galleryCount, galleryPage, { tenant: tenantId }, pageNumber, undefined, DEFAULT_LIST_PAGE_SIZE, (row) => row);
      const items: Record<string, unknown>[] = [];
      for (const row of found.items) {
        const images = (await photos.all(row.id)).map((photo, index) => ({ link: mediaUrl("cover", photo.name), name: `${row.title} (${index + 1})` }));
        items.push({
          id: row.id,
          slug: row.slug,
          title: row.title,
          caption: row.caption,
          takenOn: row.taken_on,
          cover: images[0]?.link ?? mediaUrl("cover", row.slug),
          photos: images,
        });
      }
      return { ...found, items };
    },
  };
}
