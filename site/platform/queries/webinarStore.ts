import type { PlatformDb } from "../db/PlatformDb.js";
import type { SqlDialect } from "../db/sqlDialect.js";
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

/** The columns of an event, its end and its status at `@now` among them, in the engine's time arithmetic. */
function columns({ days, isoOfDays }: SqlDialect): string {
  const starts = days("w.starts_at");
  const ends = `(${starts} + w.duration_minutes / 1440.0)`;
  return `w.id, w.slug, w.title, w.speaker, w.starts_at AS "startsAt", w.duration_minutes AS "durationMinutes",
       ${isoOfDays(ends)} AS "endsAt",
       w.description, w.location, w.program_id AS "programId", p.name AS "programName", p.slug AS "programSlug",
       CASE WHEN ${starts} > ${days("@now")} THEN 'upcoming'
            WHEN ${ends} > ${days("@now")} THEN 'ongoing'
            ELSE 'past' END AS status`;
}

/** Webinars: the events of the programs. */
export function createWebinarStore(db: PlatformDb): WebinarStore {
  type Bindings = { tenant: string; programIds: string | null; now: string };
  const { dialect } = db;
  const where = `WHERE w.tenant_id = @tenant AND (CAST(@programIds AS TEXT) IS NULL OR ${dialect.inJsonArray("w.program_id", "@programIds", "INTEGER")})`;
  const over = `(${dialect.days("w.starts_at")} + w.duration_minutes / 1440.0 < ${dialect.days("@now")})`;
  const count = db.prepare<[Bindings], { total: number }>(`SELECT count(*) AS total FROM webinars w ${where}`);
  const page = db.prepare<[Bindings & { limit: number; offset: number }], WebinarRow>(
    `SELECT ${columns(dialect)}
     FROM webinars w JOIN programs p ON p.id = w.program_id ${where}
     ORDER BY CASE WHEN ${over} THEN 1 ELSE 0 END,
       CASE WHEN ${over} THEN -${dialect.days("w.starts_at")} ELSE ${dialect.days("w.starts_at")} END, w.id
     LIMIT @limit OFFSET @offset`,
  );
  const one = db.prepare<[{ tenant: string; id: number | null; slug: string | null; now: string }], WebinarRow>(
    `SELECT ${columns(dialect)}, w.content
     FROM webinars w JOIN programs p ON p.id = w.program_id
     WHERE w.tenant_id = @tenant AND (CAST(@id AS INTEGER) IS NULL OR w.id = @id) AND (CAST(@slug AS TEXT) IS NULL OR w.slug = @slug)`,
  );
  const now = () => new Date().toISOString();
  return {
    list(tenantId, programIds, pageNumber, perPage) {
      const bindings = { tenant: tenantId, programIds: programIds && programIds.length > 0 ? JSON.stringify(programIds) : null, now: now() };
      return paginate(count, page, bindings, pageNumber, perPage, DEFAULT_LIST_PAGE_SIZE, (row) => row);
    },
    detail: (tenantId, key) => one.get({ tenant: tenantId, id: "id" in key ? key.id : null, slug: "slug" in key ? key.slug : null, now: now() }),
  };
}
