import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { join } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { blockComponents } from "../../blocks/components.js";
import { blockContracts } from "../../blocks/contracts.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";
import { isWellFormedHost } from "../../schemas/hosts/isWellFormedHost.js";
import { BLOCK_GALLERY_PATH, blockGalleryLayouts, installCallLogger, isMeasurementId, servesBlockGallery, setMediaBase } from "../../engine/index.js";
import { createLayoutStore, LAYOUT_CHECKS_FILE, loadLayoutValidator, type LayoutStore } from "../../engine/node.js";
import { platformPlugin } from "../platform/index.js";
import { appTokenRoute } from "./appTokenRoute.js";
import { registerAssetRoutes } from "./assetRoutes.js";
import type { ServerConfig } from "./config.js";
import { createAdmission } from "./createAdmission.js";
import { createAppTokenIssuer } from "./createAppTokenIssuer.js";
import { createLayoutReporter } from "./createLayoutReporter.js";
import { createPageAssets, type PageAssets } from "./createPageAssets.js";
import { createPageCache } from "./createPageCache.js";
import { createPageRenderer } from "./createPageRenderer.js";
import type { PageRendererOptions } from "./page/PageRenderContext.js";
import { createSiteSettings } from "./createSiteSettings.js";
import { readClientBuild } from "./clientManifest.js";
import { createFontAssets } from "./fontSheets.js";
import { IN_PROCESS_HEADER, inProcessFetch, inProcessSecret } from "./inProcessFetch.js";
import { pageRoute } from "./pageRoute.js";
import { registerPressureGuard } from "./registerPressureGuard.js";
import { registerSecurityHeaders } from "./securityHeaders.js";
import { seoRoutes } from "./seoRoutes.js";
import { sessionRoute } from "./sessionRoute.js";

/** The one server process: tenant sites rendered on the server, their assets, and the embedded platform. */
export async function createServer(config: ServerConfig, options: { watchLayouts?: boolean } = {}): Promise<FastifyInstance> {
  const app = createFastify(config);
  refuseMalformedRequests(app);
  await registerSecurityHeaders(app, { browserBaseUrls: Object.values(config.browserBaseUrls), analyticsIds: measuredAnalyticsIds(config, () => layouts) });
  // A page's failed data source is one warning line through this logger, at its level; the stack at debug.
  // One media base for every tenant, set before the first render (engine/media/mediaUrl.ts).
  setMediaBase(config.mediaBaseUrl);
  installCallLogger((message, error) => {
    app.log.warn(message);
    app.log.debug({ err: error }, message);
  });
  // Brotli or gzip for every other text response (the platform's JSON); pages, stylesheets and
  // assets bring their own compressed bytes. Level 4 brotli: most of the gain for little CPU.
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // The embedded platform is called in process (same routes, no socket); real backends over HTTP.
  const serverFetch = config.embeddedRoles.length ? inProcessFetch(app, `http://127.0.0.1:${config.port}`, "/_platform/") : undefined;

  const { layouts, report } = await loadLayouts(app, config);

  const settings = createSiteSettings(app, config, serverFetch);

  if (!config.appTokenKey) {
    app.log.warn(
      "APP_TOKEN_KEY is not set: app tokens use the built-in development key, which serves local-network hosts only; any other host gets no app token (503 from /_app/token) until APP_TOKEN_KEY is set",
    );
  }
  const appTokens = createAppTokenIssuer({
    serverBaseUrls: config.serverBaseUrls,
    key: config.appTokenKey,
    client: config.appClient,
    scopes: config.appTokenScopes,
    fetch: serverFetch,
    log: (message, error) => app.log.warn({ err: error }, message),
  });

  const fonts = createFontAssets();
  let assets: PageAssets | undefined;
  const pageAssets = () => (assets ??= createPageAssets(readClientBuild(config.clientDir), fonts));
  const rendererOptions = pageRendererOptions(app, config, { settings, pageAssets, serverFetch, appTokens: appTokens.providerFor });
  const renderer = createPageRenderer({ ...rendererOptions, layouts });
  const gallery = galleryRenderer(config, rendererOptions, layouts);

  // Uncached renders are admitted a few at a time; past the queue a request gets the page as last
  // rendered, or a fast 503, instead of waiting into a time-out.
  const underPressure = await registerPressureGuard(app, config.pressure);
  const admission = createAdmission({ concurrency: config.renderConcurrency, queue: config.renderQueue, underPressure });
  const pages = createPageCache({
    render: (request) => admission.run(() => renderer.render(request)),
    canonicalUrl: renderer.canonicalUrl,
    freshMs: config.pageCacheMs,
    maxBytes: config.pageCacheMaxBytes,
  });
  if (options.watchLayouts !== false) {
    const watcher = layouts.watch(() => {
      report();
      pages.clear();
    });
    app.addHook("onClose", async () => watcher?.close());
  }

  // A site file added or changed is live at once: no settings or page of before is served from cache.
  if (config.embeddedRoles.length) await registerPlatform(app, config, () => (settings.clear(), pages.clear()));

  await registerAssetRoutes(app, config, { pageAssets, fonts, layouts });
  appTokenRoute(app, { issuer: appTokens, settings });
  sessionRoute(app);
  seoRoutes(app, { ...rendererOptions, layouts });

  healthRoute(app, layouts, underPressure);
  pageRoute(app, config, pages, { serves: gallery.serves, render: (request) => admission.run(() => gallery.render(request)) });

  return app;
}

/** A Host no browser would send, or an absolute-form request target, is refused before any route could resolve a tenant from it or write it into a link. */
function refuseMalformedRequests(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (isWellFormedHost(request.headers.host) && request.url.startsWith("/")) return;
    return reply
      .code(400)
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .send("Bad Request: the Host header or the request target is malformed");
  });
}

/** The layouts' analytics ids for the CSP, read again only when the layouts' list is a new one (a reload), not per response. */
function measuredAnalyticsIds(config: ServerConfig, layouts: () => LayoutStore): () => readonly string[] {
  let analytics: { layouts: readonly string[]; ids: readonly string[] } | undefined;
  return () => {
    const ids = layouts().ids();
    if (analytics?.layouts !== ids) {
      const measured = config.analytics ? ids.map((id) => layouts().get(id)?.shell.analyticsId).filter(isMeasurementId) : [];
      analytics = { layouts: ids, ids: [...new Set(measured)].sort() };
    }
    return analytics.ids;
  };
}

/** Two log lines per request cost real CPU on every page: at the default level (info) requests log only warnings and errors; LOG_LEVEL=debug or trace brings the request lines back. */
function createFastify(config: ServerConfig): FastifyInstance {
  const requestLogLevel = config.logLevel === "info" ? "warn" : config.logLevel;
  return Fastify({
    logger: { level: config.logLevel },
    // Off unless TRUST_PROXY names the proxies: otherwise any client could set X-Forwarded-*.
    trustProxy: config.trustProxy,
    childLoggerFactory: (logger, bindings, options) => logger.child(bindings, { ...options, level: requestLogLevel }),
  });
}

/** The layouts of tenants/, validated (with the build's precompiled check when there is one) and reported. */
async function loadLayouts(app: FastifyInstance, config: ServerConfig): Promise<{ layouts: LayoutStore; report: () => void }> {
  // In the bundle this is dist/server/validators/, which the build fills; from source there is none: compiled here.
  // The layouts that passed are remembered in DATA_DIR: a start with nothing changed checks none of them again.
  const validate = await loadLayoutValidator(blockContracts, catalogue, new URL("./validators/", import.meta.url), {
    rememberIn: join(config.dataDir, LAYOUT_CHECKS_FILE),
  });
  const layouts = createLayoutStore(config.tenantsDir, validate);
  const reportLayouts = createLayoutReporter(app.log);
  const report = () => reportLayouts(layouts.problems(), layouts.ids(), layouts.upgrades());
  report();
  return { layouts, report };
}

/** The embedded platform, for the host roles no real backend serves; `onSitesChanged` when a site file changes. */
async function registerPlatform(app: FastifyInstance, config: ServerConfig, onSitesChanged: () => void): Promise<void> {
  await app.register(platformPlugin, {
    dataDir: config.dataDir,
    sitesDir: join(config.tenantsDir, "sites"),
    log: app.log,
    onSitesChanged,
    appTokenKey: config.appTokenKey,
    adminWrites: config.platformAdmin,
    writesPerMinute: config.platformWritesPerMinute,
    mediaBase: config.platformMediaBase,
    roles: config.embeddedRoles,
    isServerCall: (request) => request.headers[IN_PROCESS_HEADER] === inProcessSecret,
  });
}

function healthRoute(app: FastifyInstance, layouts: LayoutStore, underPressure: () => boolean): void {
  app.get("/healthz", async () => {
    const { heapUsed, rssBytes, eventLoopDelay } = app.memoryUsage();
    return {
      status: "ok",
      layouts: layouts.ids(),
      invalidLayouts: layouts.problems().length,
      underPressure: underPressure(),
      // The last sample of @fastify/under-pressure, in MB and ms, for an operator's dashboard.
      memory: { heapUsedMb: Math.round(heapUsed / 1048576), rssMb: Math.round(rssBytes / 1048576) },
      eventLoopDelayMs: Math.round(eventLoopDelay),
    };
  });
}

/** What every page renderer of the server shares: the blocks, the hosts and how they are reached, the time box. */
function pageRendererOptions(
  app: FastifyInstance,
  config: ServerConfig,
  parts: Pick<PageRendererOptions, "settings" | "serverFetch" | "appTokens"> & { pageAssets: () => PageAssets },
): Omit<PageRendererOptions, "layouts"> {
  return {
    settings: parts.settings,
    contracts: blockContracts,
    components: blockComponents,
    assets: parts.pageAssets,
    serverBaseUrls: config.serverBaseUrls,
    serverFetch: parts.serverFetch,
    browserBaseUrls: config.browserBaseUrls,
    ssrTimeBoxMs: config.ssrTimeBoxMs,
    sharedHosts: config.sharedHosts,
    analytics: config.analytics,
    appTokens: parts.appTokens,
    remoteTablesAnonKey: config.remoteTablesAnonKey,
    log: (message: string, error?: unknown) => app.log.error({ err: error }, message),
  };
}

/**
 * The block gallery renders through the same path as any page, from the tenant's layout plus a route of
 * every block's example; it is never cached, and only some hosts see it (servesBlockGallery).
 */
function galleryRenderer(config: ServerConfig, options: Omit<PageRendererOptions, "layouts">, layouts: LayoutStore) {
  const renderer = createPageRenderer({ ...options, layouts: blockGalleryLayouts(layouts, blockContracts) });
  return {
    render: renderer.render,
    serves: (host: string | undefined, url: string) =>
      new URL(url, "http://x").pathname.replace(/\/+$/, "").toLowerCase() === BLOCK_GALLERY_PATH && servesBlockGallery(host, config.development === true),
  };
}
