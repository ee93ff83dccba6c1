import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { readInteger } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { nextId } from "../queries/nextId.js";
import { createTenantStore } from "../queries/tenantStore.js";
import type { ParamValues } from "../validation/ParamValues.js";

type Value = string | number | null;

interface TableSpec {
  readonly table: string;
  /** Columns a visitor sends, in insert order, read from the validated body. */
  readonly columns: readonly string[];
  /** Columns a read answers (never e-mail addresses). */
  readonly visible: readonly string[];
  readonly derive?: (params: ParamValues) => Record<string, Value>;
  /** Values of optional columns that are NOT NULL in the table. */
  readonly defaults?: Readonly<Record<string, Value>>;
}

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
  donations: { table: "donations", columns: ["name", "email", "amount", "message", "anonymous"], visible: ["id", "name", "amount", "message", "anonymous", "created_at"], defaults: { anonymous: 0 } },
};

/**
 * The remote-table service in the PostgREST dialect: bare JSON arrays, 200 for reads, 201 with the created row
 * for inserts (as with `Prefer: return=representation`), rows kept per tenant.
 */
export function tableRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);

  const reader = (spec: TableSpec) =>
    db.prepare<[string, number], Record<string, Value>>(
      `SELECT ${spec.visible.join(", ")} FROM ${spec.table} WHERE tenant_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`,
    );
  const creator = (spec: TableSpec) => {
    const derived = spec.derive ? Object.keys(spec.derive({})) : [];
    const columns = ["id", "tenant_id", ...spec.columns, ...derived, "created_at"];
    const insert = db.prepare(`INSERT INTO ${spec.table} (${columns.join(", ")}) VALUES (${columns.map((c) => `@${c}`).join(", ")})`);
    const byId = db.prepare<[number], Record<string, Value>>(`SELECT ${spec.visible.join(", ")} FROM ${spec.table} WHERE id = ?`);
    return db.transaction((tenantId: string, params: ParamValues) => {
      const id = nextId(db, spec.table);
      const row: Record<string, Value> = { id, tenant_id: tenantId, created_at: new Date().toISOString(), ...spec.derive?.(params) };
      for (const column of spec.columns) row[column] = bodyValue(params, column) ?? spec.defaults?.[column] ?? null;
      insert.run(row);
      return byId.get(id)!;
    });
  };

  const list = (entryId: string, spec: TableSpec) => {
    const read = reader(spec);
    registerCatalogueRoute(app, entryId, ({ request, params }) => read.all(resolveTenant(tenants, request).id, readInteger(params, "limit") ?? 50));
  };
  const create = (entryId: string, spec: TableSpec) => {
    const write = creator(spec);
    registerCatalogueRoute(app, entryId, ({ request, reply, params }) => {
      const row = write(resolveTenant(tenants, request).id, params);
      reply.code(201);
      return [row];
    });
  };

  list("tables.bookReviews.list", TABLES.book_reviews!);
  create("tables.bookReviews.create", TABLES.book_reviews!);
  list("tables.aspirations.list", TABLES.aspirations!);
  create("tables.aspirations.create", TABLES.aspirations!);
  create("tables.userDisc.create", TABLES.user_disc!);
  create("tables.testimonies.create", TABLES.testimonies!);
  create("tables.donations.create", TABLES.donations!);

  // `select=amount` is the only projection the site asks for (spec §7); anonymous donors stay anonymous anyway.
  const amounts = db.prepare<[string], { amount: number }>("SELECT amount FROM donations WHERE tenant_id = ? ORDER BY created_at DESC, id DESC");
  registerCatalogueRoute(app, "tables.donations.list", ({ request }) => amounts.all(resolveTenant(tenants, request).id));
}
