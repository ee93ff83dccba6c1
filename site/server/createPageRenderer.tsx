import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject, type StaticHandler } from "react-router-dom";
import type { HostRole } from "../../engine/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { MAINTENANCE_RETRY_AFTER_S } from "../../engine/errors/messages.js";
import { buildHead } from "../../engine/head/buildHead.js";
import { renderHeadTags } from "../../engine/head/renderHeadTags.js";
import { installHtmlSanitizer } from "../../engine/html/sanitizeHtml.js";
import type { LayoutStore } from "../../engine/layout/createLayoutStore.js";
import type { ResolvedLayout } from "../../engine/layout/ResolvedLayout.js";
import { AppProviders } from "../../engine/render/AppProviders.js";
import type { BlockDefinition } from "../../engine/render/BlockDefinition.js";
import type { EngineContextValue } from "../../engine/render/EngineContext.js";
import { MaintenanceScreen } from "../../engine/render/screens/MaintenanceScreen.js";
import { fontSheetPath, hostedFont } from "../../engine/render/theme/fontStack.js";
import { buildRouteObjects } from "../../engine/routes/buildRouteObjects.js";
import type { PrefetchContext } from "../../engine/routes/prefetchPage.js";
import { headRecordOf } from "../../engine/routes/metaRecord.js";
import { routeNameOf, routeStatusOf } from "../../engine/routes/routeHandle.js";
import type { SettingsStore } from "../../engine/tenant/createSettingsStore.js";
import { DEFAULT_LAYOUT, type SiteSettings } from "../../engine/tenant/siteSettings.js";
import type { PageState } from "../shared/PageState.js";
import { errorPageFailure } from "./errorPageFailure.js";
import { renderToHtml } from "./renderToHtml.js";
import { htmlDocument, type ClientAssets } from "./htmlDocument.js";

export interface PageRequest {
  host: string | undefined;
  /** Path and query string. */
  url: string;
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
  signal?: AbortSignal;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageRendererOptions {
  layouts: Pick<LayoutStore, "get">;
  settings: Pick<SettingsStore, "resolve">;
  blocks: readonly BlockDefinition[];
  assets: () => ClientAssets;
  serverBaseUrls: Record<HostRole, string>;
  browserBaseUrls: Record<HostRole, string>;
  ssrTimeBoxMs: number;
  log: (message: string, error?: unknown) => void;
}

interface BuiltRoutes {
  routes: RouteObject[];
  handler: StaticHandler;
}

const HTML = { "content-type": "text/html; charset=utf-8" };

function fontSheets(settings: SiteSettings): string[] {
  return [...new Set([fontSheetPath(hostedFont(settings.css.ft_primary, "Raleway")), fontSheetPath(hostedFont(settings.css.ft_secondary, "Inter"))])];
}

function toFetchHeaders(headers: PageRequest["headers"]): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === "string") result.set(key, value);
    else if (Array.isArray(value)) result.set(key, value.join(", "));
  }
  return result;
}

/** Renders tenant pages on the server: tenant → settings → layout → routes → data → HTML. */
export function createPageRenderer(options: PageRendererOptions) {
  // DOMPurify needs a DOM on the server too, so that it cleans exactly as the browser will.
  installHtmlSanitizer(new JSDOM("").window as unknown as WindowLike);
  const registry = new Map(options.blocks.map((block) => [block.type, block]));
  const built = new Map<string, BuiltRoutes>();

  // Route objects depend only on the layout version: the request's data arrives as loader context.
  function routesFor(layout: ResolvedLayout): BuiltRoutes {
    const key = `${layout.id}@${layout.version}`;
    let entry = built.get(key);
    if (!entry) {
      const routes = buildRouteObjects(layout, (args) => args.context as PrefetchContext);
      entry = { routes, handler: createStaticHandler(routes) };
      built.set(key, entry);
    }
    return entry;
  }

  function layoutFor(settings: SiteSettings): ResolvedLayout | undefined {
    return options.layouts.get(settings.layout) ?? options.layouts.get(DEFAULT_LAYOUT);
  }

  function maintenancePage(settings: SiteSettings): PageResponse {
    const queryClient = new QueryClient();
    const engine = { settings, layout: undefined, tenant: settings.id, api: undefined, blocks: registry } as unknown as EngineContextValue;
    const body = renderToString(
      <AppProviders engine={engine} queryClient={queryClient}>
        <MaintenanceScreen logoDark={settings.logoDark} siteName={settings.title} />
      </AppProviders>,
    );
    const head = renderHeadTags([{ tag: "title", text: settings.title || "Website Sedang Dalam Perbaikan" }]);
    return {
      status: 503,
      headers: { ...HTML, "retry-after": String(MAINTENANCE_RETRY_AFTER_S), "cache-control": "no-store" },
      body: htmlDocument({ head, body, fontSheets: fontSheets(settings), assets: options.assets() }),
    };
  }

  async function render(request: PageRequest): Promise<PageResponse> {
    const tenant = await options.settings.resolve(request.host);
    const { settings } = tenant;
    if (settings.maintenance) return maintenancePage(settings);
    const layout = layoutFor(settings);
    if (!layout) throw new Error(`No valid layout '${settings.layout}' nor '${DEFAULT_LAYOUT}' in tenants/`);

    const origin = `${request.protocol}://${request.host ?? tenant.host}`;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const api = createApiClient({
      baseUrls: options.serverBaseUrls,
      origin: `http://${tenant.host}`,
      credentials: () => ({ lmsId: settings.id }),
    });
    const context: PrefetchContext = { queryClient, api, tenant: settings.id, blocks: registry, timeBoxMs: options.ssrTimeBoxMs };
    const { handler } = routesFor(layout);
    const fetchRequest = new Request(new URL(request.url, origin), { headers: toFetchHeaders(request.headers), signal: request.signal });
    const result = await handler.query(fetchRequest, { requestContext: context as never });
    if (result instanceof Response) {
      return { status: result.status, headers: { location: result.headers.get("location") ?? "/" }, body: "" };
    }

    const engine: EngineContextValue = { api, tenant: settings.id, settings, layout, blocks: registry };
    const router = createStaticRouter(handler.dataRoutes, result);
    let body: string;
    try {
      body = await renderToHtml(
        <AppProviders engine={engine} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </AppProviders>,
        (error) => options.log(`a block failed on the server (${request.host}${request.url})`, error),
      );
    } catch (error) {
      options.log("page render failed", error);
      return { status: 500, headers: HTML, body: errorPageFailure(error instanceof Error ? error.message : String(error)) };
    }

    const handles = result.matches.map((match) => match.route.handle);
    const status = result.errors ? result.statusCode : routeStatusOf(handles);
    const routeName = routeNameOf(handles);
    const pageUrl = new URL(request.url, origin);
    const lastMatch = result.matches[result.matches.length - 1];
    const record = headRecordOf(
      layout.routes.find((route) => route.name === routeName),
      { routeParams: lastMatch?.params ?? {}, search: pageUrl.searchParams },
      queryClient,
      api,
      settings.id,
    );
    const head = renderHeadTags(buildHead({ settings, titles: layout.titles, routeName, url: pageUrl.href, record }));
    const errors = result.errors
      ? Object.fromEntries(
          Object.entries(result.errors).map(([id, error]) => [id, { message: error instanceof Error ? error.message : String((error as { statusText?: string })?.statusText ?? error), status: (error as { status?: number })?.status }]),
        )
      : null;
    const state: PageState = {
      settings,
      layout,
      baseUrls: options.browserBaseUrls,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
      router: { loaderData: result.loaderData, errors },
    };
    queryClient.clear();
    return {
      status,
      headers: { ...HTML, "cache-control": "no-cache", vary: "Host" },
      body: htmlDocument({ head, body, fontSheets: fontSheets(settings), assets: options.assets(), state }),
    };
  }

  return { render };
}
