import type { FastifyInstance } from "fastify";
import { catalogue, embeddedUrl } from "./catalogue/catalogue.js";
import { openPlatformDb } from "./db/openPlatformDb.js";
import { platformErrorHandler } from "./http/platformErrorHandler.js";
import { classRoutes } from "./routes/classRoutes.js";
import { cmsRoutes } from "./routes/cmsRoutes.js";
import { fallbackRoutes } from "./routes/fallbackRoutes.js";
import { healthRoutes } from "./routes/healthRoutes.js";
import { mediaRoutes } from "./routes/mediaRoutes.js";
import { postRoutes } from "./routes/postRoutes.js";
import { accountRoutes } from "./routes/accountRoutes.js";
import { accountSignInPage } from "./routes/accountSignInPage.js";
import { authorizerRoutes } from "./routes/authorizerRoutes.js";
import { careerRoutes } from "./routes/careerRoutes.js";
import { contentRoutes } from "./routes/contentRoutes.js";
import { lmsRoutes } from "./routes/lmsRoutes.js";
import { programRoutes } from "./routes/programRoutes.js";
import { serviceRoutes } from "./routes/serviceRoutes.js";
import { statisticRoutes, statisticsRoutes } from "./routes/statisticsRoutes.js";
import { tableRoutes } from "./routes/tableRoutes.js";

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
  lmsRoutes(app, db);
  authorizerRoutes(app, db);
  careerRoutes(app, db);
  programRoutes(app, db);
  contentRoutes(app, db);
  accountRoutes(app, db);
  accountSignInPage(app, db);
  statisticRoutes(app, db);
  serviceRoutes(app, db, opts.dataDir);
  tableRoutes(app, db);
  assertEveryEntryServed(app);
  mediaRoutes(app, db);
  fallbackRoutes(app);
}

/** Start-up check: a catalogue entry without a platform route would only show up as a 404 in a browser. */
function assertEveryEntryServed(app: FastifyInstance): void {
  const missing = catalogue.entries.filter((entry) => !app.hasRoute({ method: entry.method, url: embeddedUrl(entry) }));
  if (missing.length > 0) throw new Error(`The embedded platform serves no route for: ${missing.map((entry) => entry.id).join(", ")}`);
}
