import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { catalogue, embeddedUrl, findCatalogueEntry } from "../catalogue/catalogue.js";
import type { PlatformDb } from "../db/PlatformDb.js";
import { parsePostgrestQuery } from "../queries/parsePostgrestQuery.js";
import { createRemoteTableStore, TABLES, type Row, type TableSpec } from "../queries/remoteTableStore.js";
import { parsePreferHeader, type PostgrestPreferences } from "../http/parsePreferHeader.js";
import { postgrestErrorHandler } from "../http/postgrestErrorHandler.js";
import { postgrestRange } from "../http/postgrestRange.js";
import { readInsertRows } from "../http/readInsertRows.js";
import { readsOf } from "../../../schemas/catalogue/readsOf.js";
import type { ChangeFeed } from "../changes/createChangeFeed.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { requireApiKey } from "../http/requireApiKey.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { singleObject } from "../http/singleObject.js";
import { SINGLE_OBJECT_TYPE, wantsSingleObject } from "../http/wantsSingleObject.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { compileParamsValidator } from "../validation/compileParamsValidator.js";

export interface TableRoutesOptions {
  /** The anon key the `apikey` header must carry; undefined turns the check off (see requireApiKey). */
  readonly anonKey?: string;
  /** Where an insert is told, for the pages that show the table's rows. */
  readonly changes?: ChangeFeed;
}

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
  const names = [prefer.representation ? "return=representation" : undefined, prefer.count ? `count=${prefer.count}` : undefined].filter(
    (name) => name !== undefined,
  );
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
export function tableRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore, options: TableRoutesOptions = {}): void {
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

  const tables = createRemoteTableStore(db);

  const list = (entryId: string, spec: TableSpec) => {
    registerCatalogueRoute(app, entryId, async ({ request, reply }) => {
      const tenantId = (await resolveTenant(tenants, request)).id;
      const query = parsePostgrestQuery(spec.table, queryOf(request), spec.readable ?? spec.visible);
      const prefer = parsePreferHeader(request);
      const rows = await tables.read(spec, tenantId, query);
      const range = postgrestRange(query.offset, rows.length, prefer.count ? await tables.count(spec, tenantId, query) : undefined);
      reply.code(range.status).header("content-range", range.contentRange);
      if (prefer.count) reply.header("preference-applied", `count=${prefer.count}`);
      return answer(request, reply, rows);
    });
  };

  // Not through registerCatalogueRoute: its body check takes one object, and an insert may carry an array.
  // Each row is checked here with the same rules, compiled from the same catalogue entry.
  const create = (entryId: string, spec: TableSpec) => {
    const entry = findCatalogueEntry(entryId);
    const validate = compileParamsValidator(
      entry.params.filter((param) => param.in === "body"),
      "body",
    );
    const target = { table: spec.table, writable: spec.columns, generated: spec.visible.filter((column) => !spec.columns.includes(column)) };
    const write = tables.inserter(spec);
    const reads = readsOf(entry).map((read) => read.id);
    app.route({
      method: "POST",
      url: embeddedUrl(entry),
      handler: async (request, reply): Promise<FastifyReply | Row | Row[]> => {
        const tenantId = (await resolveTenant(tenants, request)).id;
        const prefer = parsePreferHeader(request);
        const query = queryOf(request);
        // Checked before the insert: a bad `select=` must not leave a row behind.
        const select = prefer.representation ? parsePostgrestQuery(spec.table, { select: query.select }, spec.visible).select : [];
        const rows = readInsertRows(request.body, textParam(query.columns), target, validate);
        const single = prefer.representation && wantsSingleObject(request);
        const inserted = await write(tenantId, rows, single);
        if (reads.length) await options.changes?.publish({ kind: "sources", tenant: tenantId, sources: reads });
        reply.code(201).header("content-range", `*/${prefer.count ? inserted.length : "*"}`);
        const preferences = applied(prefer);
        if (preferences) reply.header("preference-applied", preferences);
        if (!prefer.representation) return reply.send();
        return answer(
          request,
          reply,
          inserted.map((row) => project(row, select)),
        );
      },
    });
  };

  list("tables.bookReviews.list", TABLES.book_reviews);
  create("tables.bookReviews.create", TABLES.book_reviews);
  list("tables.aspirations.list", TABLES.aspirations);
  create("tables.aspirations.create", TABLES.aspirations);
  create("tables.userDisc.create", TABLES.user_disc);
  create("tables.testimonies.create", TABLES.testimonies);
  list("tables.donations.list", TABLES.donations);
  create("tables.donations.create", TABLES.donations);
}
