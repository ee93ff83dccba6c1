import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { success } from "../http/envelope.js";
import { messages } from "../http/messages.js";
import { registerCatalogueRoute } from "../http/registerCatalogueRoute.js";
import { resolveTenant } from "../http/resolveTenant.js";
import { COUNTER_NAMES, createCounterStore } from "../queries/counterStore.js";
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
