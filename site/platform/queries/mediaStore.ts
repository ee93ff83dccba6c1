import type { PlatformDb } from "../db/PlatformDb.js";

/** What an image needs to look like its brand: colours, font and the text it carries. */
export interface MediaSubject {
  readonly label: string;
  readonly caption: string;
  readonly brand: string;
  readonly primary: string;
  readonly secondary: string;
  readonly dark: string;
  readonly light: string;
  readonly font: string;
}

export interface MediaStore {
  /** Cover subject by tenant id, class, post or program slug, in that order. */
  cover(name: string): Promise<MediaSubject | undefined>;
  brand(tenantId: string): Promise<MediaSubject | undefined>;
  mentor(slug: string): Promise<MediaSubject | undefined>;
}

const BRAND = "t.title AS brand, t.clr_primary AS primary_, t.clr_secondary AS secondary, t.clr_dark AS dark, t.clr_light AS light, t.ft_primary AS font";

interface SubjectRow {
  label: string;
  caption: string;
  brand: string;
  primary_: string;
  secondary: string;
  dark: string;
  light: string;
  font: string;
}

function toSubject(row: SubjectRow | undefined): MediaSubject | undefined {
  if (!row) return undefined;
  const { primary_, ...rest } = row;
  return { ...rest, primary: primary_ };
}

export function createMediaStore(db: PlatformDb): MediaStore {
  const tenant = db.prepare<[string], SubjectRow>(`SELECT t.title AS label, t.tagline AS caption, ${BRAND} FROM tenants t WHERE t.id = ?`);
  const klass = db.prepare<[string], SubjectRow>(
    `SELECT c.name AS label, p.name AS caption, ${BRAND}
     FROM classes c JOIN programs p ON p.id = c.program_id JOIN tenants t ON t.id = c.tenant_id WHERE c.slug = ?`,
  );
  const post = db.prepare<[string], SubjectRow>(
    `SELECT x.title AS label, CASE x.kind WHEN 'blog' THEN 'Blog' WHEN 'article' THEN 'Artikel' ELSE 'Berita' END AS caption, ${BRAND}
     FROM posts x JOIN tenants t ON t.id = x.tenant_id WHERE x.slug = ?`,
  );
  const program = db.prepare<[string], SubjectRow>(
    `SELECT p.name AS label, 'Program' AS caption, ${BRAND} FROM programs p JOIN tenants t ON t.id = p.tenant_id WHERE p.slug = ?`,
  );
  const mentor = db.prepare<[string], SubjectRow>(
    `SELECT m.name AS label, m.expertise AS caption, ${BRAND} FROM mentors m JOIN tenants t ON t.id = m.tenant_id WHERE m.slug = ?`,
  );
  return {
    cover: async (name) => toSubject((await tenant.get(name)) ?? (await klass.get(name)) ?? (await post.get(name)) ?? (await program.get(name))),
    brand: async (tenantId) => toSubject(await tenant.get(tenantId)),
    mentor: async (slug) => toSubject(await mentor.get(slug)),
  };
}
