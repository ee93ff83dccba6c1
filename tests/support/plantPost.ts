import { withPlatformDb } from "./withPlatformDb.js";

export interface PlantedPost {
  id: number;
  slug: string;
  title: string;
  summary: string;
  /** The post's HTML as an attacker or a careless editor would store it. */
  content: string;
  publishedAt: string;
}

/** Writes a news post of the demo site straight into the running server's platform database. */
export function plantPost(dataDir: string, post: PlantedPost): void {
  withPlatformDb(dataDir, (db) => {
    db.prepare(
      `INSERT OR REPLACE INTO posts (id, tenant_id, slug, title, kind, type, summary, content, cover, author, published_at, active)
       VALUES (@id, 'demo', @slug, @title, 'news', 'pengumuman', @summary, @content, @cover, 'Redaksi', @publishedAt, 1)`,
    ).run({ ...post, cover: `/_platform/media/cover/${post.slug}.svg` });
  });
}
