import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { COUNTER_NAMES, createCounterStore } from "../queries/counterStore.js";
import { createStatisticStore, type ChartType } from "../queries/statisticStore.js";
import { createTenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";
import { createServiceStore } from "../queries/serviceStore.js";

export function statisticsRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);
  const counters = createCounterStore(db);

  registerCatalogueRoute(app, "statistics.counter", ({ request, params }) => {
    const tenant = resolveTenant(tenants, request);
    // A flag that is present asks for its counter only when true; with no flag at all, every counter is sent.
    const anyFlag = COUNTER_NAMES.some((name) => params[name] !== undefined);
    const names = anyFlag ? COUNTER_NAMES.filter((name) => params[name] === true) : COUNTER_NAMES;
    return answer("PLT_MSG_COUNTERS_FOUND", counters.count(tenant.id, names));
  });
}

/** Every `statistic…` call and ce/extensions, computed from stored rows. */
export function statisticRoutes(app: FastifyInstance, db: PlatformDb): void {
  const tenants = createTenantStore(db);
  const stats = createStatisticStore(db);
  const services = createServiceStore(db);
  const tenantOf = (request: FastifyRequest) => resolveTenant(tenants, request).id;

  registerCatalogueRoute(app, "statistic.summary", ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", stats.summary(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.provinces", ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", stats.provinces(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.provinces.score", ({ request, params }) =>
    answer("PLT_MSG_LEADERBOARD_FOUND", stats.leaderboard(tenantOf(request), readInteger(params, "limit") ?? 10)),
  );
  registerCatalogueRoute(app, "statistic.landing.counter", ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", stats.landing(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.counter", ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", stats.counter(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.chart", ({ request, params }) =>
    answer("PLT_MSG_CHART_FOUND", stats.chart(tenantOf(request), readString(params, "type") as ChartType)),
  );
  registerCatalogueRoute(app, "statistic.students.chart", ({ request }) => answer("PLT_MSG_CHART_FOUND", stats.chart(tenantOf(request), "students")));
  registerCatalogueRoute(app, "statistic.registrar.chart", ({ request }) => answer("PLT_MSG_CHART_FOUND", stats.chart(tenantOf(request), "registrar")));
  registerCatalogueRoute(app, "statistic.batchs.active", ({ request }) => answer("PLT_MSG_ACTIVE_BATCHES_FOUND", stats.activeBatches(tenantOf(request))));
  registerCatalogueRoute(app, "statistic.batchs.activeDetail", ({ request, params }) => {
    const id = readInteger(params, "id") ?? 0;
    const batch = stats.activeBatch(tenantOf(request), id);
    if (!batch) throw platformError("PLT_ERR_BATCH_NOT_FOUND", { id });
    return answer("PLT_MSG_BATCH_FOUND", batch);
  });

  registerCatalogueRoute(app, "ce.extensions", () => answer("PLT_MSG_EXTENSIONS_FOUND", services.extensions()));

  registerCatalogueRoute(app, "statistics.record", ({ request, reply, params }) => {
    const tenant = tenantOf(request);
    const id = services.recordEvent(tenant, readString(params, "event") ?? "", readString(params, "path") ?? "/", readInteger(params, "refId") ?? null);
    reply.code(201);
    return answer("PLT_MSG_STATISTIC_RECORDED", { id });
  });
}
