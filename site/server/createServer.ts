import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { blocks } from "../../blocks/index.js";
import { getCatalogueEntry } from "../../engine/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { SourceError } from "../../engine/errors/SourceError.js";
import { createLayoutStore } from "../../engine/layout/createLayoutStore.js";
import { loadLayoutValidator } from "../../engine/layout/loadLayoutValidator.js";
import { formatProblem } from "../../engine/layout/LayoutProblem.js";
import { catalogue } from "../../engine/catalogue/catalogue.js";
import { createSettingsStore } from "../../engine/tenant/createSettingsStore.js";
import type { RawSettings } from "../../engine/tenant/siteSettings.js";
import { platformPlugin } from "../platform/index.js";
import type { ServerConfig } from "./config.js";
import { appTokenRoute } from "./appTokenRoute.js";
import { createAppTokenIssuer } from "./createAppTokenIssuer.js";
import { createPageCache } from "./createPageCache.js";
import { createPageRenderer } from "./createPageRenderer.js";
import { errorPageFailure } from "./errorPageFailure.js";
import { imageRoute } from "./imageRoute.js";
import { createFontAssets } from "./fontSheets.js";
import type { ClientAssets } from "./htmlDocument.js";

function readAssets(clientDir: string): ClientAssets {
  const manifest = join(clientDir, "manifest.json");
  if (!existsSync(manifest)) throw new Error(`The client build is missing (${manifest}); run 'npm run build' first`);
  return JSON.parse(readFileSync(manifest, "utf8")) as ClientAssets;
}

/** The one server process: tenant sites rendered on the server, their assets, and the embedded platform. */
export async function createServer(config: ServerConfig, options: { watchLayouts?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: config.logLevel }, trustProxy: true});

  // In the bundle this is dist/server/validators/, which the build fills; from source there is none: compiled here.
  const validate = await loadLayoutValidator(blocks, catalogue, new URL("./validators/", import.meta.url));
  const layouts = createLayoutStore(config.tenantsDir, validate);
  const report = (problems: readonly { file: string }[]) => {
    for (const problem of layouts.problems()) app.log.error(`invalid layout skipped: ${formatProblem(problem)}`);
    if (!problems.length) app.log.info(`layouts ready: ${layouts.ids().join(", ")}`);
  };
  report(layouts.problems());

  const settingsEntry = getCatalogueEntry("settings.get");
  const settings = createSettingsStore({
    freshMs: config.settingsFreshMs,
    fetchSettings: async (host) => {
      const api = createApiClient({ baseUrls: config.serverBaseUrls, origin: `http://${host}`, credentials: () => ({}), timeoutMs: 4000 });
      try {
        return (await api.call(settingsEntry, {})) as RawSettings;
      } catch (error) {
        // The platform does not know this host: not an outage, just no settings record.
        if (error instanceof SourceError && error.status === 404) return null;
        throw error;
      }
    },
    onError: (host, error) => app.log.warn({ err: error }, `settings for ${host} unavailable`),
  });

  if (!config.appTokenKey) {
    app.log.warn("APP_TOKEN_KEY is not set: app tokens use the built-in development key, which serves local-network hosts only; any other host gets no app token (503 from /_app/token) until APP_TOKEN_KEY is set");
  }
  const appTokens = createAppTokenIssuer({
    serverBaseUrls: config.serverBaseUrls,
    key: config.appTokenKey,
    client: config.appClient,
    scopes: config.appTokenScopes,
    log: (message, error) => app.log.warn({ err: error }, message),
  });

  let assets: ClientAssets | undefined;
  const renderer = createPageRenderer({
    layouts,
    settings,
    blocks,
    assets: () => (assets ??= readAssets(config.clientDir)),
    serverBaseUrls: config.serverBaseUrls,
    browserBaseUrls: config.browserBaseUrls,
    ssrTimeBoxMs: config.ssrTimeBoxMs,
    sharedHosts: config.sharedHosts,
    analytics: config.analytics,
    appTokens: appTokens.providerFor,
    remoteTablesAnonKey: config.remoteTablesAnonKey,
    log: (message, error) => app.log.error({ err: error }, message),
  });

  const pages = createPageCache(renderer.render, config.pageCacheMs);
  if (options.watchLayouts !== false) {
    const watcher = layouts.watch((problems) => {
      report(problems);
      pages.clear();
    });
    app.addHook("onClose", async () => watcher.close());
  }

  if (config.embeddedRoles.length) await app.register(platformPlugin, { dataDir: config.dataDir, appTokenKey: config.appTokenKey });

  await app.register(fastifyStatic, {
    root: join(config.clientDir, "assets"),
    prefix: "/assets/",
    immutable: true,
    maxAge: "365d",
    index: false,
  });
  const fonts = createFontAssets();
  for (const [path, css] of fonts.sheets) {
    app.get(path, (_request, reply) => reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=86400").send(css));
  }
  for (const { filesDir, urlPrefix } of fonts.files) {
    await app.register(fastifyStatic, { root: filesDir, prefix: urlPrefix, decorateReply: false, immutable: true, maxAge: "365d", index: false });
  }

  imageRoute(app, {
    selfOrigin: `http://127.0.0.1:${config.port}`,
    allowedOrigins: Object.values(config.serverBaseUrls),
  });

  appTokenRoute(app, { issuer: appTokens, settings });

  app.get("/healthz", async () => ({ status: "ok", layouts: layouts.ids(), invalidLayouts: layouts.problems().length }));

  app.get("/*", async (request, reply) => {
    try {
      const page = await pages.render({
        host: request.headers.host,
        url: request.url,
        protocol: request.protocol,
        headers: request.headers,
      });
      return reply.status(page.status).headers(page.headers).send(page.body);
    } catch (error) {
      request.log.error({ err: error }, "page failed");
      return reply.status(500).type("text/html; charset=utf-8").send(errorPageFailure(error instanceof Error ? error.message : String(error)));
    }
  });

  return app;
}
