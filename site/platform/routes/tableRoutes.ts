import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { catalogue, embeddedUrl, findCatalogueEntry } from "../catalogue/catalogue.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { parsePostgrestQuery, type FilterValue, type PostgrestQuery } from "../http/parsePostgrestQuery.js";
import { parsePreferHeader, type PostgrestPreferences } from "../http/parsePreferHeader.js";
import { postgrestErrorHandler } from "../http/postgrestErrorHandler.js";
import { postgrestRange } from "../http/postgrestRange.js";
import { readInsertRows } from "../http/readInsertRows.js";
import { readInteger } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { requireApiKey } from "../http/requireApiKey.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { singleObject } from "../http/singleObject.js";
import { SINGLE_OBJECT_TYPE, wantsSingleObject } from "../http/wantsSingleObject.js";
import { nextId } from "../queries/nextId.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { compileParamsValidator } from "../validation/compileParamsValidator.js";
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
  /** Columns an insert's representation shows the sender (never e-mail addresses). */
  readonly visible: readonly string[];
  /** Columns a read may select, filter and order by; `visible` when unset. */
  readonly readable?: readonly string[];
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
  // A read of donations sees amounts and dates only: with `name` filterable, anyone could learn
  // whether a named person gave, an anonymous donor included. The catalogue asks for `select=amount`.
  donations: { table: "donations", columns: ["name", "email", "amount", "message", "anonymous"], visible: ["id", "name", "amount", "message", "anonymous", "created_at"], readable: ["id", "amount", "created_at"], defaults: { anonymous: 0 } },
};

function project(row: Row, columns: readonly string[]): Row {
  return Object.fromEntries(columns.map((column) => [column, row[column] ?? null]));
}

function queryOf(request: FastifyRequest): Record<string, unknown> {
  return request.query as Record<string, unknown>;
}

function textParam(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** `Preference-Applied`, naming what was honoured, as PostgREST does. */
function applied(prefer: PostgrestPreferences): string | undefined {
  const names = [prefer.representation ? "return=representation" : undefined, prefer.count ? `count=${prefer.count}` : undefined].filter((name) => name !== undefined);
  return names.length > 0 ? names.join(", ") : undefined;
}

/** Rows as an array, or as the one object `Accept: application/vnd.pgrst.object+json` asked for (406 otherwise). */
function answer(request: FastifyRequest, reply: FastifyReply, rows: Row[]): Row | Row[] {
  if (!wantsSingleObject(request)) return rows;
  const row = singleObject(rows);
  reply.type(`${SINGLE_OBJECT_TYPE}; charset=utf-8`);
  return row;
}

/**
 * The remote-table service in the PostgREST 12 dialect, as postgrest-js speaks it:
 * - reads take `select=`, column filters (`col=eq.x`, also neq/gt/gte/lt/lte/is/in), `order=col.desc.nullslast`,
 *   `limit` and `offset`, and answer a bare JSON array (200); `Prefer: count=exact` puts the total in
 *   Content-Range (`0-4/17`, 206 when partial); HEAD answers the headers alone;
 * - inserts take one object or an array of them (all rows or none) and answer 201 with an empty body
 *   (`Prefer: return=minimal`), or the inserted rows with `Prefer: return=representation`;
 * - `Accept: application/vnd.pgrst.object+json` answers one object, or 406 (PGRST116) when the rows are not one;
 * - errors have PostgREST's shape (postgrestErrorHandler).
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

  // Set on each route as it is added, HEAD twins included, rather than in an encapsulated plugin: a plugin's
  // routes would be added only after platformPlugin's start-up check (assertEveryEntryServed) looked for them.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(prefix)) route.errorHandler ??= postgrestErrorHandler;
  });

  const where = (query: PostgrestQuery) => ["tenant_id = ?", ...query.filters.map((filter) => filter.sql)].join(" AND ");
  const whereValues = (tenantId: string, query: PostgrestQuery) => [tenantId, ...query.filters.flatMap((filter) => filter.values)];

  const read = (spec: TableSpec, tenantId: string, query: PostgrestQuery): Row[] => {
    // NULLS FIRST/LAST spelled out: SQLite sorts NULL as the smallest value, PostgreSQL as the largest.
    const order = [...query.order.map((o) => `${o.column} ${o.descending ? "DESC" : "ASC"} NULLS ${o.nullsFirst ? "FIRST" : "LAST"}`), "created_at DESC", "id DESC"].join(", ");
    const sql = `SELECT ${query.select.join(", ")} FROM ${spec.table} WHERE ${where(query)} ORDER BY ${order} LIMIT ? OFFSET ?`;
    const values: (FilterValue | number)[] = [...whereValues(tenantId, query), Math.min(query.limit ?? MAX_ROWS, MAX_ROWS), query.offset];
    return db.prepare<(FilterValue | number)[], Row>(sql).all(...values);
  };

  const count = (spec: TableSpec, tenantId: string, query: PostgrestQuery): number => {
    const sql = `SELECT count(*) AS total FROM ${spec.table} WHERE ${where(query)}`;
    return db.prepare<FilterValue[], { total: number }>(sql).get(...whereValues(tenantId, query))!.total;
  };

  const inserter = (spec: TableSpec) => {
    const derived = spec.derive ? Object.keys(spec.derive({})) : [];
    const columns = ["id", "tenant_id", ...spec.columns, ...derived, "created_at"];
    const insert = db.prepare(`INSERT INTO ${spec.table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`);
    const byId = db.prepare<[number], Row>(`SELECT ${spec.visible.join(", ")} FROM ${spec.table} WHERE id = ?`);
    // One transaction for every row of the call, and the single-object check inside it: PostgREST rolls back
    // an insert whose answer would be refused with PGRST116.
    return db.transaction((tenantId: string, rows: readonly ParamValues[], single: boolean): Row[] => {
      const createdAt = new Date().toISOString();
      const inserted = rows.map((params) => {
        const id = nextId(db, spec.table);
        const row: Row = { id, tenant_id: tenantId, created_at: createdAt, ...spec.derive?.(params) };
        for (const column of spec.columns) row[column] = bodyValue(params, column) ?? spec.defaults?.[column] ?? null;
        insert.run(row);
        return byId.get(id)!;
      });
      if (single) singleObject(inserted);
      return inserted;
    });
  };

  const list = (entryId: string, spec: TableSpec) => {
    registerCatalogueRoute(app, entryId, ({ request, reply }) => {
      const tenantId = resolveTenant(tenants, request).id;
      const query = parsePostgrestQuery(spec.table, queryOf(request), spec.readable ?? spec.visible);
      const prefer = parsePreferHeader(request);
      const rows = read(spec, tenantId, query);
      const range = postgrestRange(query.offset, rows.length, prefer.count ? count(spec, tenantId, query) : undefined);
      reply.code(range.status).header("content-range", range.contentRange);
      if (prefer.count) reply.header("preference-applied", `count=${prefer.count}`);
      return answer(request, reply, rows);
    });
  };

  // Not through registerCatalogueRoute: its body check takes one object, and an insert may carry an array.
  // Each row is checked here with the same rules, compiled from the same catalogue entry.
  const create = (entryId: string, spec: TableSpec) => {
    const entry = findCatalogueEntry(entryId);
    const validate = compileParamsValidator(entry.params.filter((param) => param.in === "body"), "body");
    const target = { table: spec.table, writable: spec.columns, generated: spec.visible.filter((column) => !spec.columns.includes(column)) };
    const write = inserter(spec);
    app.route({
      method: "POST",
      url: embeddedUrl(entry),
      handler: async (request, reply): Promise<FastifyReply | Row | Row[]> => {
        const tenantId = resolveTenant(tenants, request).id;
        const prefer = parsePreferHeader(request);
        const query = queryOf(request);
        // Checked before the insert: a bad `select=` must not leave a row behind.
        const select = prefer.representation ? parsePostgrestQuery(spec.table, { select: query.select }, spec.visible).select : [];
        const rows = readInsertRows(request.body, textParam(query.columns), target, validate);
        const single = prefer.representation && wantsSingleObject(request);
        const inserted = write(tenantId, rows, single);
        reply.code(201).header("content-range", `*/${prefer.count ? inserted.length : "*"}`);
        const preferences = applied(prefer);
        if (preferences) reply.header("preference-applied", preferences);
        if (!prefer.representation) return reply.send();
        return answer(request, reply, inserted.map((row) => project(row, select)));
      },
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
