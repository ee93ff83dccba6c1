import type { FromSchema } from "json-schema-to-ts";
import type { shareLinkRecordSchema } from "../../../schemas/records/index.js";
import type { PlatformDb } from "../db/PlatformDb.js";

/** What a share token resolves to: the record it names and the site path that shows it. */
export type SharedRecord = FromSchema<typeof shareLinkRecordSchema>;

interface Row {
  token: string;
  kind: "post" | "class";
  id: number;
  slug: string;
  title: string;
  post_kind: string | null;
}

/** The detail page of a post of each kind (tenants/base.json). */
const POST_PAGES: Readonly<Record<string, (id: number, slug: string) => string>> = {
  news: (id, slug) => `/News/${id}/${slug}`,
  blog: (id, slug) => `/Blog/${id}/${slug}`,
  berita: (id, slug) => `/Berita/Detail/${id}/${slug}`,
  article: (id, slug) => `/Articles/Detail/${id}/${slug}`,
};

export interface ShareLinkStore {
  resolve(tenantId: string, token: string): Promise<SharedRecord | undefined>;
}

export function createShareLinkStore(db: PlatformDb): ShareLinkStore {
  // A link resolves only within its own site, and only while its record exists there.
  const byToken = db.prepare<[string, string], Row>(`
    SELECT l.token, l.kind, COALESCE(p.id, c.id) AS id, COALESCE(p.slug, c.slug) AS slug,
      COALESCE(p.title, c.name) AS title, p.kind AS post_kind
    FROM share_links l
    LEFT JOIN posts p ON l.kind = 'post' AND p.id = l.record_id AND p.tenant_id = l.tenant_id
    LEFT JOIN classes c ON l.kind = 'class' AND c.id = l.record_id AND c.tenant_id = l.tenant_id
    WHERE l.tenant_id = ? AND l.token = ? AND COALESCE(p.id, c.id) IS NOT NULL`);
  return {
    async resolve(tenantId, token) {
      const row = await byToken.get(tenantId, token);
      if (!row) return undefined;
      const path = row.kind === "class" ? `/Class/${row.slug}` : (POST_PAGES[row.post_kind ?? ""] ?? POST_PAGES.news!)(row.id, row.slug);
      return { token: row.token, kind: row.kind, id: row.id, slug: row.slug, title: row.title, path };
    },
  };
}
