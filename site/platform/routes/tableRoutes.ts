import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { catalogue } from "../catalogue/catalogue.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { headerValue } from "../http/headerValue.js";
import { parsePostgrestQuery, type FilterValue, type PostgrestQuery } from "../http/parsePostgrestQuery.js";
import { readInteger } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { requireApiKey } from "../http/requireApiKey.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { nextId } from "../queries/nextId.js";
import { createTenantStore } from "../queries/tenantStore.js";
import type { ParamValues } from "../validation/ParamValues.js";

type Value = string | number | null;
type Row = Record<string, Value>;

export interface TableRoutesOptions {
  /** The anon key the `apikey` header must carry; undefined turns the check off (see requireApiKey). */
  readonly anonKey?: string;
}

interface TableSpec {
  readonly table: string;
  /** Columns a visitor sends, in insert order, read from the validated body. */
  readonly columns: readonly string[];
  /** Columns a read may select, filter and order by (never e-mail addresses). */
  readonly visible: readonly string[];
  readonly derive?: (params: ParamValues) => Record<string, Value>;
  /** Values of optional columns that are NOT NULL in the table. */
  readonly defaults?: Readonly<Record<string, Value>>;
}

/** Like Supabase's default `max-rows`: a read without a limit still answers at most this many rows. */
const MAX_ROWS = 1000;

function bodyValue(params: ParamValues, name: string): Value {
  const value = params[name];
  if (value === undefined) return null;
  if (typeof value === "boolean") return value ? 1 : 0;
  return typeof value === "number" || typeof value === "string" ? value : null;
}

function dominant(params: ParamValues): Record<string, Value> {
  const scores = (["d", "i", "s", "c"] as const).map((key) => [key, readInteger(params, key) ?? 0] as const);
  const [top] = [...scores].sort((a, b) => b[1] - a[1]);
  return { dominant: top![0].toUpperCase() };
}

const TABLES: Readonly<Record<string, TableSpec>> = {
  book_reviews: { table: "book_reviews", columns: ["name", "rating", "review"], visible: ["id", "name", "rating", "review", "created_at"] },
  aspirations: { table: "aspirations", columns: ["name", "city", "aspiration"], visible: ["id", "name", "city", "aspiration", "created_at"] },
  user_disc: { table: "user_disc", columns: ["name", "email", "d", "i", "s", "c"], visible: ["id", "name", "d", "i", "s", "c", "dominant", "created_at"], derive: dominant },
  testimonies: { table: "testimonies", columns: ["name", "role", "message", "rating"], visible: ["id", "name", "role", "message", "rating", "created_at"] },
  // Reads of donations are limited further by the catalogue (`select` must be `amount`).
  donations: { table: "donations", columns: ["name", "email", "amount", "message", "anonymous"], visible: ["id", "name", "amount", "message", "anonymous", "created_at"], defaults: { anonymous: 0 } },
};

/** PostgREST answers a write's rows only when asked to (`Prefer: return=representation`); otherwise an empty 201. */
function wantsRepresentation(request: FastifyRequest): boolean {
  const prefer = headerValue(request, "prefer");
  return prefer !== undefined && /(^|[\s,;])return=representation($|[\s,;])/.test(prefer);
}

function project(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
}

/** PostgREST's `Content-Range` of a read: `first-last/*`, or `*\/*` when nothing matched. */
function contentRange(offset: number, count: number): string {
  return count === 0 ? "*/*" : `${offset}-${offset + count - 1}/*`;
}

/**
 * The remote-table service in the PostgREST dialect: reads take `select=`, column filters (`col=eq.x`, also
 * neq/gt/gte/lt/lte/is/in), `order=col.desc`, `limit` and `offset` and answer a bare JSON array (200);
 * inserts answer 201 with an empty body (`Prefer: return=minimal`), or the inserted rows with
 * `Prefer: return=representation`.
 * Rows are kept per tenant; the `apikey` header is checked before anything else.
 */
export function tableRoutes(app: FastifyInstance, db: PlatformDb, options: TableRoutesOptions = {}): void {
  const tenants = createTenantStore(db);
  const prefix = catalogue.hosts.remoteTables.embeddedPath;

  // A hook, not a handler check: a gateway refuses a keyless call before it looks at the body.
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith(prefix) && !requireApiKey(request, reply, options.anonKey)) return reply;
    return undefined;
  });

  const read = (spec: TableSpec, tenantId: string, query: PostgrestQuery): Row[] => {
    const where = ["tenant_id = ?", ...query.filters.map((filter) => filter.sql)].join(" AND ");
    const order = [...query.order.map((o) => `${o.column} ${o.descending ? "DESC" : "ASC"}`), "created_at DESC", "id DESC"].join(", ");
    const sql = `SELECT ${query.select.join(", ")} FROM ${spec.table} WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const values: (FilterValue | number)[] = [tenantId, ...query.filters.flatMap((filter) => filter.values), Math.min(query.limit ?? MAX_ROWS, MAX_ROWS), query.offset];
    return db.prepare<(FilterValue | number)[], Row>(sql).all(...values);
  };

  const creator = (spec: TableSpec) => {
    const derived = spec.derive ? Object.keys(spec.derive({})) : [];
    const columns = ["id", "tenant_id", ...spec.columns, ...derived, "created_at"];
    const insert = db.prepare(`INSERT INTO ${spec.table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`);
    const byId = db.prepare<[number], Row>(`SELECT ${spec.visible.join(", ")} FROM ${spec.table} WHERE id = ?`);
    return db.transaction((tenantId: string, params: ParamValues) => {
      const id = nextId(db, spec.table);
      const row: Row = { id, tenant_id: tenantId, created_at: new Date().toISOString(), ...spec.derive?.(params) };
      for (const column of spec.columns) row[column] = bodyValue(params, column) ?? spec.defaults?.[column] ?? null;
      insert.run(row);
      return byId.get(id)!;
    });
  };

  const list = (entryId: string, spec: TableSpec) => {
    registerCatalogueRoute(app, entryId, ({ request, reply }) => {
      const query = parsePostgrestQuery(spec.table, request.query as Record<string, unknown>, spec.visible);
      const rows = read(spec, resolveTenant(tenants, request).id, query);
      reply.header("content-range", contentRange(query.offset, rows.length));
      return rows;
    });
  };
  const create = (entryId: string, spec: TableSpec) => {
    const write = creator(spec);
    registerCatalogueRoute(app, entryId, ({ request, reply, params }): FastifyReply | Row[] => {
      const tenantId = resolveTenant(tenants, request).id;
      const representation = wantsRepresentation(request);
      // Checked before the insert: a bad `select=` must not leave a row behind.
      const select = representation ? parsePostgrestQuery(spec.table, { select: (request.query as Record<string, unknown>).select }, spec.visible).select : [];
      const row = write(tenantId, params);
      reply.code(201);
      if (!representation) return reply.send();
      reply.header("preference-applied", "return=representation");
      return [project(row, select)];
    });
  };

  list("tables.bookReviews.list", TABLES.book_reviews!);
  create("tables.bookReviews.create", TABLES.book_reviews!);
  list("tables.aspirations.list", TABLES.aspirations!);
  create("tables.aspirations.create", TABLES.aspirations!);
  create("tables.userDisc.create", TABLES.user_disc!);
  create("tables.testimonies.create", TABLES.testimonies!);
  list("tables.donations.list", TABLES.donations!);
  create("tables.donations.create", TABLES.donations!);
}
