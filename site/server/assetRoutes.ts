import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { join } from "node:path";
import { blockContracts } from "../../blocks/contracts.js";
import { blockPlans } from "../../engine/index.js";
import type { LayoutStore } from "../../engine/node.js";
import { isLocalRequest } from "../../schemas/hosts/isLocalRequest.js";
import type { ServerConfig } from "./config.js";
import type { PageAssets } from "./createPageAssets.js";
import { PAGE_STYLES_PREFIX } from "./createPageStyles.js";
import type { createFontAssets } from "./fontSheets.js";
import { imageRoute } from "./imageRoute.js";
import { routeTableRoute } from "./routeTableRoute.js";
import { sendBody } from "./sendBody.js";

/** What pages load besides themselves: scripts, stylesheets, route tables, fonts and images. */
export async function registerAssetRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  assets: { pageAssets: () => PageAssets; fonts: ReturnType<typeof createFontAssets>; layouts: Pick<LayoutStore, "get"> },
): Promise<void> {
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
    const sheet = assets.pageAssets().styles.get(request.params.name);
    if (!sheet) return reply.status(404).type("text/plain; charset=utf-8").send("No such stylesheet");
    return sendBody(request, reply, sheet, { "content-type": "text/css; charset=utf-8", "cache-control": "public, max-age=31536000, immutable" });
  });
  routeTableRoute(app, assets.layouts, () => assets.pageAssets().blockStylesheets, blockPlans(blockContracts));

  for (const [path, css] of assets.fonts.sheets) {
    app.get(path, (_request, reply) => reply.type("text/css; charset=utf-8").header("cache-control", "public, max-age=86400").send(css()));
  }
  for (const { filesDir, urlPrefix } of assets.fonts.files) {
    await app.register(fastifyStatic, { root: filesDir, prefix: urlPrefix, decorateReply: false, immutable: true, maxAge: "365d", index: false });
  }

  imageRoute(app, {
    selfOrigin: `http://127.0.0.1:${config.port}`,
    // The media host too, when MEDIA_BASE_URL names one.
    allowedOrigins: [...Object.values(config.serverBaseUrls), ...(/^https?:/i.test(config.mediaBaseUrl) ? [config.mediaBaseUrl] : [])],
  });
}
