import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";
import { createServiceStore } from "../queries/serviceStore.js";

export function healthRoutes(app: FastifyInstance, db: PlatformDb): void {
  const services = createServiceStore(db);
  app.get("/_platform/health", async () => ({ status: await services.alive() }));
}
