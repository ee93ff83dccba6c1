import fastifyCompress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { join } from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { blockComponents } from "../../blocks/components.js";
import { blockContracts } from "../../blocks/contracts.js";
import { getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { createApiClient, SourceError, installCallLogger, BLOCK_GALLERY_PATH, blockGalleryLayouts, servesBlockGallery, createSettingsStore, type RawSettings, setMediaBase, isMeasurementId, blockPlans } from "../../engine/index.js";
import { createLayoutStore, loadLayoutValidator } from "../../engine/node.js";
import { catalogue } from "../../schemas/catalogue/catalogue.js";

import { platformPlugin } from "../platform/index.js";
import { isLocalRequest } from "../../schemas/hosts/isLocalRequest.js";
import { isWellFormedHost } from "../../schemas/hosts/isWellFormedHost.js";
import type { ServerConfig } from "./config.js";
import { appTokenRoute } from "./appTokenRoute.js";
import { sessionRoute } from "./sessionRoute.js";
import { seoRoutes } from "./seoRoutes.js";
import { registerPressureGuard } from "./registerPressureGuard.js";
import { createAppTokenIssuer } from "./createAppTokenIssuer.js";

import { createLayoutReporter } from "./createLayoutReporter.js";
import { registerSecurityHeaders } from "./securityHeaders.js";

import { createLastGoodSettings } from "./createLastGoodSettings.js";
import { createAdmission, Overloaded } from "./createAdmission.js";
import { OVERLOAD_RETRY_AFTER_S, overloadedPage } from "./overloadedPage.js";
import { createPageCache } from "./createPageCache.js";
import { createPageRenderer } from "./createPageRenderer.js";
import { errorPageFailure } from "./errorPageFailure.js";
import { imageRoute } from "./imageRoute.js";
import { createFontAssets } from "./fontSheets.js";
import { readClientBuild } from "./clientManifest.js";
import { createPageAssets, type PageAssets } from "./createPageAssets.js";
import { IN_PROCESS_HEADER, inProcessFetch, inProcessSecret } from "./inProcessFetch.js";
import { PAGE_STYLES_PREFIX } from "./createPageStyles.js";
import { routeTableRoute } from "./routeTableRoute.js";
import { sendBody } from "./sendBody.js";
import { CLIENT_ONLY_QUERY } from "./createPageRenderer.js";

/** The one server process: tenant sites rendered on the server, their assets, and the embedded platform. */
export async function createServer(config: ServerConfig, options: { watchLayouts?: boolean } = {}): Promise<FastifyInstance> {
  // Two log lines per request cost real CPU on every page: at the default level (info) requests log
  // only warnings and errors; LOG_LEVEL=debug or trace brings the request lines back.
  const requestLogLevel = config.logLevel === "info" ? "warn" : config.logLevel;
  const app = Fastify({
    logger: { level: config.logLevel },
    // Off unless TRUST_PROXY names the proxies: otherwise any client could set X-Forwarded-*.
    trustProxy: config.trustProxy,
    childLoggerFactory: (logger, bindings, options) => logger.child(bindings, { ...options, level: requestLogLevel }),
  });
  // A Host no browser would send, or an absolute-form request target, is refused before any route
  // could resolve a tenant from it or write it into a link.
  app.addHook("onRequest", async (request, reply) => {
    if (isWellFormedHost(request.headers.host) && request.url.startsWith("/")) return;
    return reply.code(400).type("text/plain; charset=utf-8").header("cache-control", "no-store").send("Bad Request: the Host header or the request target is malformed");
  });
  // Before every route, so that pages, assets, images and the platform's JSON all carry them.
  // The analytics ids are read again only when the layouts' list is a new one (a reload), not per response.
  let analytics: { layouts: readonly string[]; ids: readonly string[] } | undefined;
  await registerSecurityHeaders(app, {
    browserBaseUrls: Object.values(config.browserBaseUrls),
    analyticsIds: () => {
      const ids = layouts.ids();
      if (analytics?.layouts !== ids) {
        const measured = config.analytics ? ids.map((id) => layouts.get(id)?.shell.analyticsId).filter(isMeasurementId) : [];
        analytics = { layouts: ids, ids: [...new Set(measured)].sort() };
      }
      return analytics.ids;
    },
  });
  // A page's failed data source is one warning line through this logger, at its level; the stack at debug.
  // One media base for every tenant, set before the first render (engine/media/mediaUrl.ts).
  setMediaBase(config.mediaBaseUrl);
  installCallLogger((message, error) => {
    app.log.warn(message);
    app.log.debug({ err: error }, message);
  });
  // Brotli or gzip for every other text response (the platform's JSON); pages, stylesheets and
  // assets bring their own compressed bytes. Level 4 brotli: most of the gain for little CPU.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"], brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } } });
  // The embedded platform is called in process (same routes, no socket); real backends over HTTP.
  const serverFetch = config.embeddedRoles.length ? inProcessFetch(app, `http://127.0.0.1:${config.port}`, "/_platform/") : undefined;

  // In the bundle this is dist/server/validators/, which the build fills; from source there is none: compiled here.
  const validate = await loadLayoutValidator(blockContracts, catalogue, new URL("./validators/", import.meta.url));
  const layouts = createLayoutStore(config.tenantsDir, validate);
  const reportLayouts = createLayoutReporter(app.log);
  const report = () => reportLayouts(layouts.problems(), layouts.ids(), layouts.upgrades());
  report();

  const settingsEntry = getCatalogueEntry("settings.get");
  const settings = createSettingsStore({
    freshMs: config.settingsFreshMs,
    fetchSettings: async (host) => {
      const api = createApiClient({ baseUrls: config.serverBaseUrls, origin: `http://${host}`, credentials: () => ({}), timeoutMs: 4000, fetch: serverFetch });
      try {
        return (await api.call(settingsEntry, {})) as RawSettings;
      } catch (error) {
        // The platform does not know this host: not an outage, just no settings record.
        if (error instanceof SourceError && error.status === 404) return null;
        throw error;
      }
    },
    lastGood: createLastGoodSettings(join(config.dataDir, "settings-last-good.json"), (message, error) => app.log.warn({ err: error }, message)),
    onError: (host, error) => app.log.warn(`settings for ${host} unavailable: ${error instanceof Error ? error.message : String(error)}`),
  });

  if (!config.appTokenKey) {
    app.log.warn("APP_TOKEN_KEY is not set: app tokens use the built-in development key, which serves local-network hosts only; any other host gets no app token (503 from /_app/token) until APP_TOKEN_KEY is set");
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
  const rendererOptions = {
    settings,
    contracts: blockContracts,
    components: blockComponents,
    assets: pageAssets,
    serverBaseUrls: config.serverBaseUrls,
    serverFetch,
    browserBaseUrls: config.browserBaseUrls,
    ssrTimeBoxMs: config.ssrTimeBoxMs,
    sharedHosts: config.sharedHosts,
    analytics: config.analytics,
    appTokens: appTokens.providerFor,
    remoteTablesAnonKey: config.remoteTablesAnonKey,
    log: (message: string, error?: unknown) => app.log.error({ err: error }, message),
  };
  const renderer = createPageRenderer({ ...rendererOptions, layouts });
  // The block gallery renders through the same path as any page, from the tenant's layout plus a
  // route of every block's example; it is never cached, and only some hosts see it (servesBlockGallery).
  const galleryRenderer = createPageRenderer({ ...rendererOptions, layouts: blockGalleryLayouts(layouts, blockContracts) });
  const isGalleryRequest = (host: string | undefined, url: string) =>
    new URL(url, "http://x").pathname.replace(/\/+$/, "").toLowerCase() === BLOCK_GALLERY_PATH && servesBlockGallery(host, config.development === true);

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

  if (config.embeddedRoles.length) {
    await app.register(platformPlugin, {
      dataDir: config.dataDir,
      sitesDir: join(config.tenantsDir, "sites"),
      log: app.log,
      // A site file added or changed is live at once: no settings or page of before is served from cache.
      onSitesChanged: () => {
        settings.clear();
        pages.clear();
      },
      appTokenKey: config.appTokenKey,
      adminWrites: config.platformAdmin,
      writesPerMinute: config.platformWritesPerMinute,
      mediaBase: config.platformMediaBase,
      roles: config.embeddedRoles,
      isServerCall: (request) => request.headers[IN_PROCESS_HEADER] === inProcessSecret,
    });
  }

  await app.register(fastifyStatic, {
    root: join(config.clientDir, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
    // The build writes .br and .gz beside every text asset.
    preCompressed: true,
    // Source maps hold the whole source: for a developer on the local network, a 404 for anyone else.
    allowedPath: (pathName, _root, request) => !pathName.endsWith(".map") || isLocalRequest(request),
  });

  app.get<{ Params: { name: string } }>(`${PAGE_STYLES_PREFIX}:name`, { compress: false }, (request, reply) => {
    const sheet = pageAssets().styles.get(request.params.name);
    if (!sheet) return reply.status(404).type("text/plain; charset=utf-8").send("No such stylesheet");
    return sendBody(request, reply, sheet, { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" });
  });
  routeTableRoute(app, layouts, () => pageAssets().blockStylesheets, blockPlans(blockContracts));

  for (const [path, css] of fonts.sheets) {
    app.get(path, (_request, reply) => reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=86400").send(css));
  }
  for (const { filesDir, urlPrefix } of fonts.files) {
    await app.register(fastifyStatic, { root: filesDir, prefix: urlPrefix, decorateReply: false, immutable: true, maxAge: "365d", index: false });
  }

  imageRoute(app, {
    selfOrigin: `http://127.0.0.1:${config.port}`,
    // The media host too, when MEDIA_BASE_URL names one.
    allowedOrigins: [...Object.values(config.serverBaseUrls), ...(/^https?:/i.test(config.mediaBaseUrl) ? [config.mediaBaseUrl] : [])],
  });

  appTokenRoute(app, { issuer: appTokens, settings });
  sessionRoute(app);
  seoRoutes(app, { ...rendererOptions, layouts });

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

  const sharedMaxAge = Math.max(1, Math.round(config.pageCacheMs / 1000));
  app.get("/*", { compress: false }, async (request, reply) => {
    try {
      const pageRequest = { host: request.headers.host, url: request.url, protocol: request.protocol, headers: request.headers };
      if (isGalleryRequest(request.headers.host, request.url)) {
        const page = await admission.run(() => galleryRenderer.render(pageRequest));
        return reply.status(page.status).headers({ ...page.headers, "cache-control": "no-store" }).send(page.body);
      }
      // `?ssr=0` (the client-only shell) is a switch for tests and comparisons: never cached.
      const { page, cache } = new URL(request.url, "http://x").searchParams.get(CLIENT_ONLY_QUERY) === "0" ? await pages.renderUncached(pageRequest) : await pages.render(pageRequest);
      // How the page cache answered, for operators and shared caches in front (as CDNs name it).
      const headers: Record<string, string> = { ...page.headers, "x-cache": cache.toUpperCase() };
      if (page.shareable) headers["cache-control"] = `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedMaxAge * 12}`;
      else if (headers["cache-control"] !== "no-store") headers["cache-control"] = "private, no-cache";
      // The page differs for a signed-in visitor (their access-token cookie): shared caches key on it.
      return sendBody(request, reply, page.body, headers, page.status, ["Cookie"]);
    } catch (error) {
      if (error instanceof Overloaded) {
        return reply.status(503).type("text/html; charset=utf-8").header("retry-after", String(OVERLOAD_RETRY_AFTER_S)).header("cache-control", "no-store").send(overloadedPage());
      }
      request.log.error({ err: error }, "page failed");
      return reply.status(500).type("text/html; charset=utf-8").send(errorPageFailure(error instanceof Error ? error.message : String(error)));
    }
  });

  return app;
}
