import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { catalogue, embeddedUrl, type HostRole } from "./catalogue/catalogue.js";
import { formatProblem, type LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import { openPlatformDb } from "./db/openPlatformDb.js";
import { DEFAULT_SITES_DIR, loadSiteFiles, type SiteFile } from "./seed/loadSiteFiles.js";
import { createChangeFeed } from "./changes/createChangeFeed.js";
import { cachedTenantStore } from "./queries/cachedTenantStore.js";
import { createTenantStore } from "./queries/tenantStore.js";
import type { NumberedChange, PlatformChange } from "./changes/PlatformChange.js";
import { changeStreamRoute } from "./routes/changeStreamRoute.js";
import { dropSiteHosts } from "./seed/dropSiteHosts.js";
import { seedSites } from "./seed/seedSites.js";
import { applyAdminPassword } from "./seed/applyAdminPassword.js";
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
import { adoptUploadFiles } from "./db/adoptUploadFiles.js";
import { statisticRoutes, statisticsRoutes } from "./routes/statisticsRoutes.js";
import { tableRoutes } from "./routes/tableRoutes.js";
import { registerIdempotency } from "./http/registerIdempotency.js";
import { DEFAULT_WRITES_PER_MINUTE, registerWriteLimit } from "./http/registerWriteLimit.js";
import { createWriteLimitStore } from "./queries/writeLimitStore.js";
import { DEFAULT_MEDIA_BASE, mediaUrls } from "./media/mediaUrl.js";

export interface PlatformPluginOptions {
  /** Directory that holds `platform.sqlite` (and, with a database URL, nothing of the platform's); created when missing. */
  readonly dataDir: string;
  /** A PostgreSQL database (DATABASE_URL) for every platform table; the SQLite file in `dataDir` when unset. */
  readonly databaseUrl?: string;
  /** Connections to it this process keeps at most (PLATFORM_DB_POOL, 10 by default); a call past them is a 503. */
  readonly databasePoolSize?: number;
  /**
   * The tenants' site files (`tenants/sites` of the project when unset): loaded at start and again when
   * one is added, changed or removed, so a new site needs no code and no restart.
   */
  readonly sitesDir?: string;
  /** Where a site file's problems are told (the server's log). */
  readonly log?: { error(message: string): void; warn(message: string): void; info(message: string): void };
  /**
   * Told every change to what sites show (a site file, a settings write, a write a page shows), made by this
   * process or any other on the database: a site server in the same process; others follow `/_platform/changes`.
   */
  readonly onChange?: (change: NumberedChange) => void;
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
  /**
   * The password of the seeded superadmin and admin accounts (SEED_ADMIN_PASSWORD), in place of the seed's
   * public one; unset, they keep it (for the local network only, see queries/accountStore.ts).
   */
  readonly adminPassword?: string;
  /** Whether a request is the site server's own call (in process, or carrying PLATFORM_SECRET): no client rate limit applies to it, and it may follow the change stream. */
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
  const db = await openPlatformDb({ dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, poolSize: opts.databasePoolSize }, loaded.sites, {
    contentDir,
    log: opts.log && ((message) => opts.log?.error(message)),
  });
  const setAdminPassword = async () => {
    if (!opts.adminPassword) return;
    const changed = await applyAdminPassword(db, opts.adminPassword);
    if (changed) opts.log?.info(`seeded admin accounts: ${changed} now have the password of SEED_ADMIN_PASSWORD`);
  };
  await setAdminPassword();
  const files = await adoptUploadFiles(db, opts.dataDir);
  if (files.adopted) opts.log?.info(`uploads: the bytes of ${files.adopted} file(s) under DATA_DIR/uploads are now in the database`);
  if (files.missing.length)
    opts.log?.warn(
      `uploads: ${files.missing.length} upload(s) stored as files have no file here that matches their SHA-256 (another process's DATA_DIR/uploads has them, or they changed): ${files.missing.join(", ")}`,
    );
  const changes = await createChangeFeed(db, (message) => opts.log?.warn(message));
  // One store of the sites for every route, which forgets them when any process tells of a change to one.
  const tenants = cachedTenantStore(createTenantStore(db));
  changes.subscribe((change) => change.kind === "site" && tenants.forget());
  if (opts.onChange) changes.subscribe(opts.onChange);
  // A file that turns invalid keeps its site as it was; only a deleted file takes its site off its hosts.
  let served = new Map(loaded.sites.map((site) => [site.id, site]));
  const applySites = async (sites: readonly SiteFile[], problems: readonly LayoutProblem[]): Promise<void> => {
    const gone = [...served.keys()].filter((id) => !existsSync(join(sitesDir, `${id}.json`)));
    await dropSiteHosts(db, gone);
    for (const id of gone)
      opts.log?.warn(`site '${id}' is no longer served: its file was deleted; its hosts fall back to the default site (its records are kept)`);
    const before = served;
    served = new Map([...[...served].filter(([id]) => !gone.includes(id)), ...sites.map((site) => [site.id, site] as const)]);
    await seedSites(db, sites);
    await setAdminPassword();
    for (const change of siteChanges(before, served)) await changes.publish(change);
    reportSites(problems);
    opts.log?.info(`sites ready: ${sites.map((site) => site.id).join(", ")}`);
  };
  // One change is applied after another, never interleaved: each starts from the sites the one before left served.
  let siteWork: Promise<void> = Promise.resolve();
  const watcher = watchSiteFiles(sitesDir, (sites, problems) => {
    siteWork = siteWork
      .then(() => applySites(sites, problems))
      .catch((error: unknown) => opts.log?.error(`site files not applied: ${error instanceof Error ? error.message : String(error)}`));
  });
  app.addHook("onClose", async () => {
    watcher?.close();
    // A change being applied finishes before the database closes under it.
    await siteWork;
    await changes.close();
    await db.close();
  });

  // Plain HTML forms post urlencoded bodies; the validators coerce their text like query strings.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === "string" ? body : body.toString("utf8"))));
  });
  app.setErrorHandler(platformErrorHandler);
  await registerWriteLimit(app, createWriteLimitStore(db), opts.writesPerMinute ?? DEFAULT_WRITES_PER_MINUTE, opts.isServerCall);
  registerIdempotency(app, db, tenants);

  // An app token is required by the authorizer's validate call and by the entries whose `requiredHeaders` name it
  // (registerCatalogueRoute refuses its absence); on every call one that is sent must be good (decrypts, fresh,
  // issued here), so a tampered or stale token is refused wherever it shows up.
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
    if (appTokens.present(request)) await appTokens.require(request);
  });

  healthRoutes(app, db);
  changeStreamRoute(app, changes, opts.isServerCall ?? (() => false));
  const media = mediaUrls(opts.mediaBase ?? DEFAULT_MEDIA_BASE);
  cmsRoutes(app, db, tenants, media);
  classRoutes(app, db, tenants, media);
  postRoutes(app, db, tenants, media);
  statisticsRoutes(app, db, tenants);
  lmsRoutes(app, db, tenants, media, changes, opts.adminWrites);
  authorizerRoutes(app, db, tenants, appTokens);
  careerRoutes(app, db, tenants, media);
  programRoutes(app, db, tenants, media);
  contentRoutes(app, db, tenants, media);
  const signIns = createSignInGuard(db);
  accountRoutes(app, db, tenants, signIns);
  accountSignInPage(app, db, tenants, signIns, { adminPasswordSet: opts.adminPassword !== undefined });
  statisticRoutes(app, db, tenants);
  serviceRoutes(app, db, tenants);
  tableRoutes(app, db, tenants, { anonKey: opts.remoteTablesAnonKey ?? (process.env.REMOTE_TABLES_ANON_KEY || undefined), changes });
  assertEveryEntryServed(app);
  mediaRoutes(app, db);
  fallbackRoutes(app);
}

/** A change per site whose file was added, changed or deleted, naming its hosts before and after (a host may have moved). */
function siteChanges(before: ReadonlyMap<string, SiteFile>, after: ReadonlyMap<string, SiteFile>): PlatformChange[] {
  const changed: PlatformChange[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const old = before.get(id);
    const now = after.get(id);
    if (old && now && JSON.stringify(old) === JSON.stringify(now)) continue;
    changed.push({ kind: "site", tenant: id, hosts: [...new Set([...(old?.hosts ?? []), ...(now?.hosts ?? [])])].sort() });
  }
  return changed;
}

/** Start-up check: a catalogue entry without a platform route would only show up as a 404 in a browser. */
function assertEveryEntryServed(app: FastifyInstance): void {
  const missing = catalogue.entries.filter((entry) => !app.hasRoute({ method: entry.method, url: embeddedUrl(entry) }));
  if (missing.length > 0) throw new Error(`The embedded platform serves no route for: ${missing.map((entry) => entry.id).join(", ")}`);
}
