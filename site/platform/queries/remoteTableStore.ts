import type { PlatformDb } from "../db/PlatformDb.js";
import { readInteger } from "../http/readParam.js";
import { singleObject } from "../http/singleObject.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { nextId } from "./nextId.js";
import type { FilterValue, PostgrestQuery } from "./parsePostgrestQuery.js";

export type Value = string | number | null;
export type Row = Record<string, Value>;

export interface TableSpec {
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

/** A DISC result's dominant trait: the highest of its four scores. */
function dominant(params: ParamValues): Record<string, Value> {
  const scores = (["d", "i", "s", "c"] as const).map((key) => [key, readInteger(params, key) ?? 0] as const);
  const [top] = [...scores].sort((a, b) => b[1] - a[1]);
  return { dominant: top![0].toUpperCase() };
}

export const TABLES = {
  book_reviews: { table: "book_reviews", columns: ["name", "rating", "review"], visible: ["id", "name", "rating", "review", "created_at"] },
  aspirations: { table: "aspirations", columns: ["name", "city", "aspiration"], visible: ["id", "name", "city", "aspiration", "created_at"] },
  user_disc: {
    table: "user_disc",
    columns: ["name", "email", "d", "i", "s", "c"],
    visible: ["id", "name", "d", "i", "s", "c", "dominant", "created_at"],
    derive: dominant,
  },
  testimonies: { table: "testimonies", columns: ["name", "role", "message", "rating"], visible: ["id", "name", "role", "message", "rating", "created_at"] },
  // A read of donations sees amounts and dates only: with `name` filterable, anyone could learn
  // whether a named person gave, an anonymous donor included. The catalogue asks for `select=amount`.
  donations: {
    table: "donations",
    columns: ["name", "email", "amount", "message", "anonymous"],
    visible: ["id", "name", "amount", "message", "anonymous", "created_at"],
    readable: ["id", "amount", "created_at"],
    defaults: { anonymous: 0 },
  },
} as const satisfies Readonly<Record<string, TableSpec>>;

export interface RemoteTableStore {
  read(spec: TableSpec, tenantId: string, query: PostgrestQuery): Promise<Row[]>;
  count(spec: TableSpec, tenantId: string, query: PostgrestQuery): Promise<number>;
  /** The insert of one table: every row of a call in one transaction, answered as stored (visible columns). */
  inserter(spec: TableSpec): (tenantId: string, rows: readonly ParamValues[], single: boolean) => Promise<Row[]>;
}

/**
 * The remote-table service's rows, kept per tenant. Column names in a query were checked against the
 * table's columns by parsePostgrestQuery, so they go into the SQL as is; values are always bound.
 */
export function createRemoteTableStore(db: PlatformDb): RemoteTableStore {
  const where = (query: PostgrestQuery) => ["tenant_id = ?", ...query.filters.map((filter) => filter.sql)].join(" AND ");
  const whereValues = (tenantId: string, query: PostgrestQuery) => [tenantId, ...query.filters.flatMap((filter) => filter.values)];

  return {
    read(spec, tenantId, query) {
      // NULLS FIRST/LAST spelled out: SQLite sorts NULL as the smallest value, PostgreSQL as the largest.
      const order = [
        ...query.order.map((o) => `${o.column} ${o.descending ? "DESC" : "ASC"} NULLS ${o.nullsFirst ? "FIRST" : "LAST"}`),
        "created_at DESC",
        "id DESC",
      ].join(", ");
      const sql = `SELECT ${query.select.join(", ")} FROM ${spec.table} WHERE ${where(query)} ORDER BY ${order} LIMIT ? OFFSET ?`;
      const values: (FilterValue | number)[] = [...whereValues(tenantId, query), Math.min(query.limit ?? MAX_ROWS, MAX_ROWS), query.offset];
      return db.prepare<(FilterValue | number)[], Row>(sql).all(...values);
    },
    async count(spec, tenantId, query) {
      const sql = `SELECT count(*) AS total FROM ${spec.table} WHERE ${where(query)}`;
      return (await db.prepare<FilterValue[], { total: number }>(sql).get(...whereValues(tenantId, query)))!.total;
    },
    inserter(spec) {
      const derived = spec.derive ? Object.keys(spec.derive({})) : [];
      const columns = ["id", "tenant_id", ...spec.columns, ...derived, "created_at"];
      // The stored row as the sender sees it, in the same round trip as the insert.
      const insert = db.prepare<[Row], Row>(
        `INSERT INTO ${spec.table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")}) RETURNING ${spec.visible.join(", ")}`,
      );
      // The single-object check inside the transaction: PostgREST rolls back an insert whose answer would be
      // refused with PGRST116.
      return db.transaction(async (tenantId: string, rows: readonly ParamValues[], single: boolean): Promise<Row[]> => {
        const createdAt = new Date().toISOString();
        const inserted: Row[] = [];
        for (const params of rows) {
          const id = await nextId(db, spec.table);
          const row: Row = { id, tenant_id: tenantId, created_at: createdAt, ...spec.derive?.(params) };
          for (const column of spec.columns) row[column] = bodyValue(params, column) ?? spec.defaults?.[column] ?? null;
          inserted.push((await insert.get(row))!);
        }
        if (single) singleObject(inserted);
        return inserted;
      });
    },
  };
}
