import type { FastifyInstance } from "fastify";
import { openPlatformDb } from "./db/openPlatformDb.js";
import { platformErrorHandler } from "./http/platformErrorHandler.js";
import { classRoutes } from "./routes/classRoutes.js";
import { cmsRoutes } from "./routes/cmsRoutes.js";
import { fallbackRoutes } from "./routes/fallbackRoutes.js";
import { healthRoutes } from "./routes/healthRoutes.js";
import { mediaRoutes } from "./routes/mediaRoutes.js";
import { postRoutes } from "./routes/postRoutes.js";
import { statisticsRoutes } from "./routes/statisticsRoutes.js";

export interface PlatformPluginOptions {
  /** Directory that holds `platform.sqlite`; created when missing. */
  readonly dataDir: string;
}

/**
 * The learning provider's remote platform, served in-process under `/_platform/`. Register it without
 * fastify-plugin: the error handler and body parsers below must stay inside this encapsulated context.
 */
export async function platformPlugin(app: FastifyInstance, opts: PlatformPluginOptions): Promise<void> {
  const db = openPlatformDb(opts.dataDir);
  app.addHook("onClose", async () => {
    db.close();
  });

  // Plain HTML forms post urlencoded bodies; the validators coerce their text like query strings.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
  app.setErrorHandler(platformErrorHandler);

  healthRoutes(app, db);
  cmsRoutes(app, db);
  classRoutes(app, db);
  postRoutes(app, db);
  statisticsRoutes(app, db);
  mediaRoutes(app, db);
  fallbackRoutes(app);
}
