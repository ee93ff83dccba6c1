import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { readInteger, readString } from "../http/readParam.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { COUNTER_NAMES, createCounterStore } from "../queries/counterStore.js";
import { createStatisticStore, type ChartType } from "../queries/statisticStore.js";
import type { TenantStore } from "../queries/tenantStore.js";
import { answer, platformError } from "../errors/platformError.js";
import { createServiceStore } from "../queries/serviceStore.js";

export function statisticsRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore): void {
  const counters = createCounterStore(db);

  registerCatalogueRoute(app, "statistics.counter", async ({ request, params }) => {
    const tenant = await resolveTenant(tenants, request);
    // A flag that is present asks for its counter only when true; with no flag at all, every counter is sent.
    const anyFlag = COUNTER_NAMES.some((name) => params[name] !== undefined);
    const names = anyFlag ? COUNTER_NAMES.filter((name) => params[name] === true) : COUNTER_NAMES;
    return answer("PLT_MSG_COUNTERS_FOUND", await counters.count(tenant.id, names));
  });
}

/** Every `statistic…` call and ce/extensions, computed from stored rows. */
export function statisticRoutes(app: FastifyInstance, db: PlatformDb, tenants: TenantStore): void {
  const stats = createStatisticStore(db);
  const services = createServiceStore(db);
  const tenantOf = async (request: FastifyRequest) => (await resolveTenant(tenants, request)).id;

  registerCatalogueRoute(app, "statistic.summary", async ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", await stats.summary(await tenantOf(request))));
  registerCatalogueRoute(app, "statistic.provinces", async ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", await stats.provinces(await tenantOf(request))));
  registerCatalogueRoute(app, "statistic.provinces.score", async ({ request, params }) =>
    answer("PLT_MSG_LEADERBOARD_FOUND", await stats.leaderboard(await tenantOf(request), readInteger(params, "limit") ?? 10)),
  );
  registerCatalogueRoute(app, "statistic.landing.counter", async ({ request }) =>
    answer("PLT_MSG_COUNTERS_FOUND", await stats.landing(await tenantOf(request))),
  );
  registerCatalogueRoute(app, "statistic.counter", async ({ request }) => answer("PLT_MSG_COUNTERS_FOUND", await stats.counter(await tenantOf(request))));
  registerCatalogueRoute(app, "statistic.chart", async ({ request, params }) =>
    answer("PLT_MSG_CHART_FOUND", await stats.chart(await tenantOf(request), readString(params, "type") as ChartType)),
  );
  registerCatalogueRoute(app, "statistic.students.chart", async ({ request }) =>
    answer("PLT_MSG_CHART_FOUND", await stats.chart(await tenantOf(request), "students")),
  );
  registerCatalogueRoute(app, "statistic.registrar.chart", async ({ request }) =>
    answer("PLT_MSG_CHART_FOUND", await stats.chart(await tenantOf(request), "registrar")),
  );
  registerCatalogueRoute(app, "statistic.batchs.active", async ({ request }) =>
    answer("PLT_MSG_ACTIVE_BATCHES_FOUND", await stats.activeBatches(await tenantOf(request))),
  );
  registerCatalogueRoute(app, "statistic.batchs.activeDetail", async ({ request, params }) => {
    const id = readInteger(params, "id") ?? 0;
    const batch = await stats.activeBatch(await tenantOf(request), id);
    if (!batch) throw platformError("PLT_ERR_BATCH_NOT_FOUND", { id });
    return answer("PLT_MSG_BATCH_FOUND", batch);
  });

  registerCatalogueRoute(app, "ce.extensions", async () => answer("PLT_MSG_EXTENSIONS_FOUND", await services.extensions()));

  registerCatalogueRoute(app, "statistics.record", async ({ request, reply, params }) => {
    const tenant = await tenantOf(request);
    const id = await services.recordEvent(tenant, readString(params, "event") ?? "", readString(params, "path") ?? "/", readInteger(params, "refId") ?? null);
    reply.code(201);
    return answer("PLT_MSG_STATISTIC_RECORDED", { id });
  });
}
