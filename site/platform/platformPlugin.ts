import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { catalogue, embeddedUrl, type HostRole } from "./catalogue/catalogue.js";
import { formatProblem, type LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import { openPlatformDb } from "./db/openPlatformDb.js";
import { DEFAULT_SITES_DIR, loadSiteFiles } from "./seed/loadSiteFiles.js";
import { dropSiteHosts } from "./seed/dropSiteHosts.js";
import { seedSites } from "./seed/seedSites.js";
import { watchSiteFiles } from "./seed/watchSiteFiles.js";
import { createAppTokenCheck } from "./http/createAppTokenCheck.js";
import { createSignInGuard } from "./http/createSignInGuard.js";
import { platformErrorHandler } from "./http/platformErrorHandler.js";
import { loadPrecompiledContentChecks } from "./validation/contentChecks.js";
import { loadPrecompiledParamsChecks } from "./validation/precompiledParamsChecks.js";
import { classRoutes } from "./routes/classRoutes.js";
import { cmsRoutes } from "./routes/cmsRoutes.js";
import { fallbackRoutes, notFound } from "./routes/fallbackRoutes.js";
import { healthRoutes } from "./routes/healthRoutes.js";
import { mediaRoutes } from "./routes/mediaRoutes.js";
import { postRoutes } from "./routes/postRoutes.js";
import { accountRoutes } from "./routes/accountRoutes.js";
import { accountSignInPage } from "./routes/accountSignInPage.js";
import { authorizerRoutes } from "./routes/authorizerRoutes.js";
import { careerRoutes } from "./routes/careerRoutes.js";
import { contentRoutes } from "./routes/contentRoutes.js";
import { lmsRoutes, type AdminWrites } from "./routes/lmsRoutes.js";
import { programRoutes } from "./routes/programRoutes.js";
import { serviceRoutes } from "./routes/serviceRoutes.js";
import { statisticRoutes, statisticsRoutes } from "./routes/statisticsRoutes.js";
import { tableRoutes } from "./routes/tableRoutes.js";
import { registerIdempotency } from "./http/registerIdempotency.js";
import { DEFAULT_WRITES_PER_MINUTE, registerWriteLimit } from "./http/registerWriteLimit.js";
import { DEFAULT_MEDIA_BASE, mediaUrls } from "./media/mediaUrl.js";

export interface PlatformPluginOptions {
  /** Directory that holds `platform.sqlite`; created when missing. */
  readonly dataDir: string;
  /**
   * The tenants' site files (`tenants/sites` of the project when unset): loaded at start and again when
   * one is added, changed or removed, so a new site needs no code and no restart.
   */
  readonly sitesDir?: string;
  /** Where a site file's problems are told (the server's log). */
  readonly log?: { error(message: string): void; warn(message: string): void; info(message: string): void };
  /** Called after the site files were read again: a site server in the same process drops its cached settings. */
  readonly onSitesChanged?: () => void;
  /**
   * The anon key the remote table service wants in the `apikey` header (REMOTE_TABLES_ANON_KEY when unset).
   * With neither, the check is off; see http/requireApiKey.ts.
   */
  readonly remoteTablesAnonKey?: string;
  /** The site's APP_TOKEN_KEY; without it app tokens are read with the development key. */
  readonly appTokenKey?: Uint8Array;
  /** Who may write a site's settings besides a local admin (PLATFORM_ADMIN_KEY, PLATFORM_ADMIN_PUBLIC). */
  readonly adminWrites?: AdminWrites;
  /** Writes per minute one client address may send to one endpoint (PLATFORM_WRITE_LIMIT). */
  readonly writesPerMinute?: number;
  /**
   * The host roles this platform stands in for (those without a base URL of their own); the paths of
   * the others answer 404, so a role served by a real backend has no second, local copy. All when unset.
   */
  readonly roles?: readonly HostRole[];
  /**
   * The base of the image URLs the platform writes into settings and records (its own `/_platform/media/`
   * when unset): a path or an http(s) URL, for when a CDN serves the images (PLATFORM_MEDIA_BASE_URL).
   */
  readonly mediaBase?: string;
  /** Whether a request is the site server's own in-process call, which no client rate limit applies to. */
  readonly isServerCall?: (request: FastifyRequest) => boolean;
}

/**
 * The learning provider's remote platform, served in-process under `/_platform/`. Register it without
 * fastify-plugin: the error handler and body parsers below must stay inside this encapsulated context.
 */
export async function platformPlugin(app: FastifyInstance, opts: PlatformPluginOptions): Promise<void> {
  // In the bundle this is dist/server/validators/, which the build fills; from source there is none: compiled here.
  await loadPrecompiledParamsChecks(new URL("./validators/", import.meta.url));
  await loadPrecompiledContentChecks(new URL("./validators/", import.meta.url));
  const sitesDir = opts.sitesDir ?? DEFAULT_SITES_DIR;
  const loaded = loadSiteFiles(sitesDir);
  const reportSites = (problems: readonly LayoutProblem[]) => {
    for (const problem of problems) opts.log?.error(`invalid site file skipped: ${formatProblem(problem)}`);
  };
  reportSites(loaded.problems);
  // The seeded content is the tenants folder's too (tenants/content, beside tenants/sites); a bad file is skipped and told.
  const contentDir = join(dirname(sitesDir), "content");
  const db = openPlatformDb(opts.dataDir, loaded.sites, { contentDir, log: opts.log && ((message) => opts.log?.error(message)) });
  // A file that turns invalid keeps its site as it was; only a deleted file takes its site off its hosts.
  let served = new Set(loaded.sites.map((site) => site.id));
  const watcher = watchSiteFiles(sitesDir, (sites, problems) => {
    const gone = [...served].filter((id) => !existsSync(join(sitesDir, `${id}.json`)));
    dropSiteHosts(db, gone);
    for (const id of gone)
      opts.log?.warn(`site '${id}' is no longer served: its file was deleted; its hosts fall back to the default site (its records are kept)`);
    served = new Set([...[...served].filter((id) => !gone.includes(id)), ...sites.map((site) => site.id)]);
    seedSites(db, sites);
    opts.onSitesChanged?.();
    reportSites(problems);
    opts.log?.info(`sites ready: ${sites.map((site) => site.id).join(", ")}`);
  });
  app.addHook("onClose", async () => {
    watcher?.close();
    db.close();
  });

  // Plain HTML forms post urlencoded bodies; the validators coerce their text like query strings.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
  app.setErrorHandler(platformErrorHandler);
  await registerWriteLimit(app, opts.writesPerMinute ?? DEFAULT_WRITES_PER_MINUTE, opts.isServerCall);
  registerIdempotency(app, db);

  // An app token is required by the authorizer's validate call only; on every other call one that is sent
  // must be good (decrypts, fresh, issued here), so a tampered or stale token is refused wherever it shows up.
  const elsewhere = Object.entries(catalogue.hosts)
    .filter(([role]) => opts.roles && !opts.roles.includes(role as HostRole))
    .map(([, host]) => host.embeddedPath);
  if (elsewhere.length) {
    app.addHook("onRequest", async (request, reply) => {
      if (elsewhere.some((prefix) => request.url.startsWith(prefix))) return notFound(request, reply);
    });
  }

  const appTokens = createAppTokenCheck(db, opts.appTokenKey);
  app.addHook("onRequest", async (request) => {
    if (appTokens.present(request)) appTokens.require(request);
  });

  healthRoutes(app, db);
  const media = mediaUrls(opts.mediaBase ?? DEFAULT_MEDIA_BASE);
  cmsRoutes(app, db, media);
  classRoutes(app, db, media);
  postRoutes(app, db, media);
  statisticsRoutes(app, db);
  lmsRoutes(app, db, media, opts.adminWrites);
  authorizerRoutes(app, db, appTokens);
  careerRoutes(app, db, media);
  programRoutes(app, db, media);
  contentRoutes(app, db, media);
  const signIns = createSignInGuard();
  accountRoutes(app, db, signIns);
  accountSignInPage(app, db, signIns);
  statisticRoutes(app, db);
  serviceRoutes(app, db, opts.dataDir);
  tableRoutes(app, db, { anonKey: opts.remoteTablesAnonKey ?? (process.env.REMOTE_TABLES_ANON_KEY || undefined) });
  assertEveryEntryServed(app);
  mediaRoutes(app, db);
  fallbackRoutes(app);
}

/** Start-up check: a catalogue entry without a platform route would only show up as a 404 in a browser. */
function assertEveryEntryServed(app: FastifyInstance): void {
  const missing = catalogue.entries.filter((entry) => !app.hasRoute({ method: entry.method, url: embeddedUrl(entry) }));
  if (missing.length > 0) throw new Error(`The embedded platform serves no route for: ${missing.map((entry) => entry.id).join(", ")}`);
}
