import type { FromSchema } from "json-schema-to-ts";
import type { postDetailRecordSchema, postRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { mediaUrl, type MediaUrls } from "../media/mediaUrl.js";
import type { PostRow } from "./PostRow.js";

/** A post as the site reads it, and one with its content: the catalogue's record schemas (schemas/records); lists leave `content` out. */
export type PostItem = FromSchema<typeof postRecordSchema>;
export type PostDetail = FromSchema<typeof postDetailRecordSchema>;

export interface PostFilter {
  readonly tenantId: string;
  readonly kind?: string | undefined;
  readonly type?: string | undefined;
  readonly active?: boolean | undefined;
}

export interface PostStore {
  list(filter: PostFilter, limit: number, offset: number): Promise<{ readonly items: PostItem[]; readonly total: number }>;
  detail(tenantId: string, id: number): Promise<PostDetail | undefined>;
  detailBySlug(tenantId: string, slug: string): Promise<PostDetail | undefined>;
}

/** A post row as lists read it: with its active flag. */
type PostListRow = PostRow & { active: number };

interface FilterBindings {
  tenant: string;
  kind: string | null;
  type: string | null;
  active: number | null;
}

const COLUMNS = "id, title, slug, kind, type, summary, cover, author, published_at, active";
const WHERE = `
  WHERE tenant_id = @tenant
    AND (CAST(@kind AS TEXT) IS NULL OR kind = @kind)
    AND (CAST(@type AS TEXT) IS NULL OR type = @type)
    AND (CAST(@active AS INTEGER) IS NULL OR active = @active)`;

function toItem(row: PostListRow, media: MediaUrls): PostItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    kind: row.kind,
    type: row.type,
    summary: row.summary,
    cover: media.stored(row.cover),
    author: row.author,
    publishedAt: row.published_at,
    active: row.active === 1,
  };
}

export function createPostStore(db: PlatformDb, media: MediaUrls = mediaUrl): PostStore {
  const page = db.prepare<[FilterBindings & { limit: number; offset: number }], PostListRow>(
    `SELECT ${COLUMNS} FROM posts ${WHERE} ORDER BY published_at DESC, id DESC LIMIT @limit OFFSET @offset`,
  );
  const count = db.prepare<[FilterBindings], { total: number }>(`SELECT count(*) AS total FROM posts ${WHERE}`);
  const byId = db.prepare<[string, number], PostListRow & { content: string }>(`SELECT ${COLUMNS}, content FROM posts WHERE tenant_id = ? AND id = ?`);

  const bySlug = db.prepare<[string, string], PostListRow & { content: string }>(`SELECT ${COLUMNS}, content FROM posts WHERE tenant_id = ? AND slug = ?`);

  return {
    async list(filter, limit, offset) {
      const bindings: FilterBindings = {
        tenant: filter.tenantId,
        kind: filter.kind ?? null,
        type: filter.type ?? null,
        active: filter.active === undefined ? null : filter.active ? 1 : 0,
      };
      const total = (await count.get(bindings))?.total ?? 0;
      const items = total > offset ? (await page.all({ ...bindings, limit, offset })).map((row) => toItem(row, media)) : [];
      return { items, total };
    },
    async detail(tenantId, id) {
      const row = await byId.get(tenantId, id);
      return row ? { ...toItem(row, media), content: row.content } : undefined;
    },
    async detailBySlug(tenantId, slug) {
      const row = await bySlug.get(tenantId, slug);
      return row ? { ...toItem(row, media), content: row.content } : undefined;
    },
  };
}
