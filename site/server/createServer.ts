import type { FastifyInstance, FastifyRequest } from "fastify";
import { join } from "node:path";
import { blockComponents } from "../../blocks/components.js";
import { blockContracts } from "../../blocks/contracts.js";
import { catalogue, PLATFORM_PATH } from "../../schemas/catalogue/catalogue.js";
import { isLocalRequest } from "../../schemas/hosts/isLocalRequest.js";
import { BLOCK_GALLERY_PATH, blockGalleryLayouts, createMedia, isMeasurementId, servesBlockGallery } from "../../engine/index.js";
import { createLayoutStore, LAYOUT_CHECKS_FILE, loadLayoutValidator, type LayoutStore } from "../../engine/node.js";
import { appTokenRoute } from "./appTokenRoute.js";
import { builtLayoutSchemaHash } from "./builtLayoutSchemaHash.js";
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
import { inProcessFetch } from "./inProcessFetch.js";
import { serverCallFetch } from "./serverCalls.js";
import { createFastify } from "./createFastify.js";
import { refuseMalformedRequests } from "./refuseMalformedRequests.js";
import { reportUntrustedProxy } from "./reportUntrustedProxy.js";
import { registerCompression } from "./registerPlatform.js";
import { registerPlatformPassthrough } from "./registerPlatformPassthrough.js";
import { registerChangeHandling, type ChangeStreamState } from "./registerChangeHandling.js";
import { pageRoute } from "./pageRoute.js";
import { registerPressureGuard } from "./registerPressureGuard.js";
import { registerSecurityHeaders } from "./securityHeaders.js";
import { seoRoutes } from "./seoRoutes.js";
import { sessionRoute } from "./sessionRoute.js";

/** How often the page and settings caches drop what is past its stale time. */
const SWEEP_MS = 30_000;

/** The one server process: tenant sites rendered on the server, their assets, and the embedded platform. */
export async function createServer(config: ServerConfig, options: { watchLayouts?: boolean } = {}): Promise<FastifyInstance> {
  const app = createFastify(config);
  reportUntrustedProxy(app, config, "node");
  refuseMalformedRequests(app);
  await registerSecurityHeaders(app, { browserBaseUrls: Object.values(config.browserBaseUrls), analyticsIds: measuredAnalyticsIds(config, () => layouts) });
  await registerCompression(app);
  // The embedded platform is called in process (same routes, no socket); a platform process and real
  // backends over HTTP, the platform's calls marked as the site's own.
  const serverFetch = config.embeddedRoles.length
    ? inProcessFetch(app, `http://127.0.0.1:${config.port}`, `${PLATFORM_PATH}/`, config.platformSecret)
    : config.platformUrl
      ? serverCallFetch(new URL(config.platformUrl).origin, config.platformSecret)
      : undefined;

  const { layouts, report } = loadLayouts(app, config);

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

  const fonts = createFontAssets(config.clientDir);
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
  // What a flood of hosts or URLs left behind goes once it is stale, not only when newer entries push it out.
  const sweeper = setInterval(() => (pages.sweep(), settings.sweep()), SWEEP_MS);
  sweeper.unref();
  app.addHook("onClose", async () => clearInterval(sweeper));
  // A change is live at once: this node forgets the settings and pages it affects, then purges the caches in front.
  const changeStream = await registerChangeHandling(app, config, { settings, pages, layouts, report, watchLayouts: options.watchLayouts !== false });

  // Browsers call the platform on the site's own origin; with no cache in front to route it, this node passes it on.
  if (config.platformUrl) await registerPlatformPassthrough(app, config.platformUrl);
  await registerAssetRoutes(app, config, { pageAssets, fonts, layouts });
  appTokenRoute(app, { issuer: appTokens, settings });
  sessionRoute(app);
  seoRoutes(app, { ...rendererOptions, layouts });

  healthRoute(app, layouts, underPressure, changeStream);
  pageRoute(app, config, pages, { serves: gallery.serves, render: (request) => admission.run(() => gallery.render(request)) });

  return app;
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

/** The layouts of tenants/, validated (with the build's precompiled check when there is one) and reported. */
function loadLayouts(app: FastifyInstance, config: ServerConfig): { layouts: LayoutStore; report: () => void } {
  // In the bundle this is dist/server/validators/, which the build fills; from source there is none: compiled here.
  // The layouts that passed are remembered in DATA_DIR: a start with nothing changed checks none of them again,
  // and loads no schema check. The bundle knows its schema's hash from its build: no schema is built to hash it.
  const validate = loadLayoutValidator(blockContracts, catalogue, new URL("./validators/", import.meta.url), {
    rememberIn: join(config.dataDir, LAYOUT_CHECKS_FILE),
    schemaHash: builtLayoutSchemaHash,
  });
  const layouts = createLayoutStore(config.tenantsDir, validate);
  const reportLayouts = createLayoutReporter(app.log);
  const report = () => reportLayouts(layouts.problems(), layouts.ids(), layouts.upgrades());
  report();
  return { layouts, report };
}

function healthRoute(app: FastifyInstance, layouts: LayoutStore, underPressure: () => boolean, changeStream: () => ChangeStreamState): void {
  app.get("/healthz", async (request) => {
    // A load balancer or probe needs the status only; which layouts, how much memory and how the change stream
    // stands are for the operators on the local network (isLocalRequest), not for anyone who asks through Varnish.
    if (!isLocalRequest(request)) return { status: "ok" };
    const { eventLoopDelay } = app.memoryUsage();
    const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
    const mb = (bytes: number) => Math.round(bytes / 1048576);
    return {
      status: "ok",
      layouts: layouts.ids(),
      invalidLayouts: layouts.problems().length,
      underPressure: underPressure(),
      changes: changeStream(),
      // Where the memory is, for an operator's dashboard: V8's heap (used of what it holds) and what lies
      // outside it (the cached pages' and stylesheets' bytes); RSS beyond both is the allocator's.
      memory: { rssMb: mb(rss), heapUsedMb: mb(heapUsed), heapTotalMb: mb(heapTotal), externalMb: mb(external) },
      // The last sample of @fastify/under-pressure.
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
    islands: config.islands,
    sharedHosts: config.sharedHosts,
    analytics: config.analytics,
    appTokens: parts.appTokens,
    remoteTablesAnonKey: config.remoteTablesAnonKey,
    log: (message: string, error?: unknown) => app.log.error({ err: error }, message),
    // A page's failed data source is one warning line through the server's logger, at its level; the stack at debug.
    callLog: (message, error) => {
      app.log.warn(message);
      app.log.debug({ err: error }, message);
    },
    // One media base for every tenant (MEDIA_BASE_URL).
    media: createMedia(config.mediaBaseUrl),
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
    serves: (request: FastifyRequest) =>
      new URL(request.url, "http://x").pathname.replace(/\/+$/, "").toLowerCase() === BLOCK_GALLERY_PATH &&
      servesBlockGallery(request, config.development === true),
  };
}
