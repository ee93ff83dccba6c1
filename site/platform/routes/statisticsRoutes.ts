import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { success } from "../http/envelope.js";
import { messages } from "../http/messages.js";
import { PlatformError } from "../http/PlatformError.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { COUNTER_NAMES, createCounterStore } from "../queries/counterStore.js";
import { createStatisticStore, type ChartType } from "../queries/statisticStore.js";
import { createTenantStore } from "../queries/tenantStore.js";

export function statisticsRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);
  const counters = createCounterStore(db);

  registerCatalogueRoute(app, "statistics.counter", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    // A flag that is present asks for its counter only when true; with no flag at all, every counter is sent.
    const anyFlag = COUNTER_NAMES.some((name) => params[name] !== undefined);
    const names = anyFlag ? COUNTER_NAMES.filter((name) => params[name] === true) : COUNTER_NAMES;
    return success(messages.countersFound, counters.count(tenant.id, names));
  });
}

/** Every `statistic…` call and ce/extensions, computed from stored rows (spec §7 Statistics). */
export function statisticRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);
  const stats = createStatisticStore(db);
  const tenantOf = (request: FastifyRequest) => resolveTenant(tenants, request).id;

  registerCatalogueRoute(app, "statistic.summary", ({ request }) => success(messages.countersFound, stats.summary(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.provinces", ({ request }) => success(messages.countersFound, stats.provinces(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.provinces.score", ({ request, params }) =>
    success("Berhasil mengambil papan peringkat", stats.leaderboard(tenantOf(request), readInteger(params, "limit") ?? 10)),
  );
  registerCatalogueRoute(app, "statistic.landing.counter", ({ request }) => success(messages.countersFound, stats.landing(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.counter", ({ request }) => success(messages.countersFound, stats.counter(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.chart", ({ request, params }) =>
    success("Berhasil mengambil grafik", stats.chart(tenantOf(request), readString(params, "type") as ChartType)),
  );
  registerCatalogueRoute(app, "statistic.students.chart", ({ request }) => success("Berhasil mengambil grafik", stats.chart(tenantOf(request), "students")));
  registerCatalogueRoute(app, "statistic.registrar.chart", ({ request }) => success("Berhasil mengambil grafik", stats.chart(tenantOf(request), "registrar")));
  registerCatalogueRoute(app, "statistic.batchs.active", ({ request }) => success("Berhasil mengambil angkatan aktif", stats.activeBatches(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.batchs.activeDetail", ({ request, params }) => {
    const id = readInteger(params, "id") ?? 0;
    const batch = stats.activeBatch(tenantOf(request), id);
    if (!batch) throw new PlatformError(404, `Angkatan aktif dengan id ${id} tidak ditemukan`, { field: "id" });
    return success("Berhasil mengambil angkatan", batch);
  });

  const extensions = db.prepare("SELECT id, slug, name, language, version, file_extension AS fileExtension FROM extensions ORDER BY id");
  registerCatalogueRoute(app, "ce.extensions", () => success("Berhasil mengambil ekstensi", extensions.all()));

  const record = db.prepare<[string, string, string, number | null]>("INSERT INTO statistics_events (tenant_id, event, path, ref_id) VALUES (?, ?, ?, ?)");
  registerCatalogueRoute(app, "statistics.record", ({ request, reply, params }) => {
    const tenant = tenantOf(request);
    const id = db.transaction(() => Number(record.run(tenant, readString(params, "event") ?? "", readString(params, "path") ?? "/", readInteger(params, "refId") ?? null).lastInsertRowid))();
    reply.code(201);
    return success("Statistik dicatat", { id });
  });
}
