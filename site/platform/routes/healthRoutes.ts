import type { FastifyInstance } from "fastify";
import type { PlatformDb } from "../db/PlatformDb.js";

export function healthRoutes(app: FastifyInstance, db: PlatformDb): void {
  const probe = db.prepare<[], { ok: number }>("SELECT 1 AS ok");
  // Touching the database makes the probe fail when the file is gone or locked, not only when the process is.
  app.get("/_platform/health", () => ({ status: probe.get()?.ok === 1 }));
}
