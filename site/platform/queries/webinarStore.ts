import type { PlatformDb } from "../db/PlatformDb.js";
import type { Page } from "../http/envelope.js";
import { DEFAULT_LIST_PAGE_SIZE } from "../http/pagination.js";
import { paginate } from "./paginate.js";

type WebinarRow = Record<string, string | number>;

export interface WebinarStore {
  /** Events not yet over first (soonest first), then past ones (latest first); `status` says which is which. */
  list(tenantId: string, programIds: readonly number[] | undefined, page: number | undefined, perPage: number | undefined): Promise<Page<WebinarRow>>;
  /** By id (a slug beside it is decoration, so a stale slug in a shared link still finds the event), else by slug. */
  detail(tenantId: string, key: { id: number } | { slug: string }): Promise<WebinarRow | undefined>;
}

const COLUMNS = `w.id, w.slug, w.title, w.speaker, w.starts_at AS "startsAt", w.duration_minutes AS "durationMinutes",
       strftime('%Y-%m-%dT%H:%M:%SZ', julianday(w.starts_at) + w.duration_minutes / 1440.0) AS "endsAt",
       w.description, w.location, w.program_id AS "programId", p.name AS "programName", p.slug AS "programSlug",
       CASE WHEN julianday(w.starts_at) > julianday('now') THEN 'upcoming'
            WHEN julianday(w.starts_at) + w.duration_minutes / 1440.0 > julianday('now') THEN 'ongoing'
            ELSE 'past' END AS status`;

/** Webinars: the events of the programs. */
export function createWebinarStore(db: PlatformDb): WebinarStore {
  type Bindings = { tenant: string; programIds: string | null };
  const where = "WHERE w.tenant_id = @tenant AND (@programIds IS NULL OR w.program_id IN (SELECT value FROM json_each(@programIds)))";
  const count = db.prepare<[Bindings], { total: number }>(`SELECT count(*) AS total FROM webinars w ${where}`);
  const page = db.prepare<[Bindings & { limit: number; offset: number }], WebinarRow>(
    `SELECT ${COLUMNS}
     FROM webinars w JOIN programs p ON p.id = w.program_id ${where}
     ORDER BY (julianday(w.starts_at) + w.duration_minutes / 1440.0 < julianday('now')),
       CASE WHEN julianday(w.starts_at) + w.duration_minutes / 1440.0 < julianday('now') THEN -julianday(w.starts_at) ELSE julianday(w.starts_at) END, w.id
     LIMIT @limit OFFSET @offset`,
  );
  const one = db.prepare<[{ tenant: string; id: number | null; slug: string | null }], WebinarRow>(
    `SELECT ${COLUMNS}, w.content
     FROM webinars w JOIN programs p ON p.id = w.program_id
     WHERE w.tenant_id = @tenant AND (@id IS NULL OR w.id = @id) AND (@slug IS NULL OR w.slug = @slug)`,
  );
  return {
    list(tenantId, programIds, pageNumber, perPage) {
      const bindings = { tenant: tenantId, programIds: programIds && programIds.length > 0 ? JSON.stringify(programIds) : null };
      return paginate(count, page, bindings, pageNumber, perPage, DEFAULT_LIST_PAGE_SIZE, (row) => row);
    },
    detail: (tenantId, key) => one.get({ tenant: tenantId, id: "id" in key ? key.id : null, slug: "slug" in key ? key.slug : null }),
  };
}
