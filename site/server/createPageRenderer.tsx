import { dehydrate, QueryClient } from "@tanstack/react-query";
import type { WindowLike } from "dompurify";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider, type RouteObject, type StaticHandler } from "react-router-dom";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import { createApiClient, type AppTokenProvider, MAINTENANCE_RETRY_AFTER_S, MESSAGES, routeErrorStatus, isValidateFailure, analyticsTags, buildHead, renderHeadTags, pageStructuredData, installHtmlSanitizer, sanitizerFallbacks, type ResolvedLayout, createRouteTable, type RouteTable, layoutManifest, routeSummary, type LayoutManifest, type LayoutRoute, lcpPreload, visibleBlocks, type BlockContract, blockPlans, canonicalSearch, readQueryParams, type PrefetchContext, headRecordOf, NOT_FOUND_ROUTE, routeStatusOf, type RouteHandle, chosenPage, isPageRouteId, ACCESS_TOKEN_COOKIE, APP_CODE_COOKIE, cookieValue, type SessionContext, signInStateCookie, sharedHostSwitch, type SharedHostMap, type SettingsStore, type TenantSettings, publicOrigin, DEFAULT_LAYOUT, type SiteSettings, getMediaBase } from "../../engine/index.js";
import { type LayoutStore } from "../../engine/node.js";
import { type BlockComponents, StatusScreen, AppProviders, createBlockRegistry, type EngineContextValue, GenericErrorScreen, MaintenanceScreen, SiteTheme, themeColors, buildRouteObjects } from "../../engine/react.js";
import { LoadingScreen } from "../client/LoadingScreen.js";
import type { PageState } from "../shared/PageState.js";
import { errorPageFailure } from "./errorPageFailure.js";
import type { PageAssets } from "./createPageAssets.js";
import type { PageBlockStyles } from "./createPageStyles.js";
import { htmlDocument } from "./htmlDocument.js";

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
  contracts: readonly BlockContract[];
  components: BlockComponents;
  assets: () => PageAssets;
  serverBaseUrls: Record<HostRole, string>;
  /** How the server reaches its hosts: in process for the embedded platform, HTTP otherwise. */
  serverFetch?: typeof fetch;
  browserBaseUrls: Record<HostRole, string>;
  ssrTimeBoxMs: number;
  sharedHosts?: SharedHostMap;
  /** Off in tests and on machines without the analytics host; layouts still declare their ids. */
  analytics?: boolean;
  /** The server's app-token provider per tenant host (spec §7 AppToken on its own calls); none in some tests. */
  appTokens?: (host: string) => AppTokenProvider;
  /** Handed to the browser with the page, for the remote table service's `apikey`. */
  remoteTablesAnonKey?: string;
  log: (message: string, error?: unknown) => void;
}

/** `?ssr=0` asks for the client-only shell (tests, and a way to compare the two paths by hand). */
export const CLIENT_ONLY_QUERY = "ssr";
/** How much longer than the data time box a server render may take before the shell is sent instead. */
const SHELL_GRACE_MS = 2000;

/** The DOM for the HTML sanitizer loads this long after start, once the first pages are out. */
const SANITIZER_DELAY_MS = 1000;

interface BuiltRoutes {
  routes: RouteObject[];
  handler: StaticHandler;
  table: RouteTable;
  manifest: LayoutManifest;
  /** The query parameters the route matching a path reads (undefined: no layout route matches). */
  queryParamsOf(pathname: string): ReadonlySet<string> | undefined;
}

/** Paths remembered per layout version: matching ranks every route, which is worth doing once. */
const MATCHED_PATHS = 2000;

const HTML = { "content-type": "text/html; charset=utf-8" };

/**
 * Every block a route may show (conditional ones included): the page's stylesheet holds their
 * styles, and those of the parts they load only for some props when an item uses them.
 */
function routeBlockStyles(route: LayoutRoute | undefined, contracts: ReadonlyMap<string, Pick<BlockContract, "usesLazyParts">>): PageBlockStyles[] {
  return (route?.blocks ?? []).map((item) => ({ type: item.type, withLazyParts: contracts.get(item.type)?.usesLazyParts?.(item) ?? true }));
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
  // DOMPurify needs a DOM on the server too, so that it cleans exactly as the browser will. jsdom
  // takes most of a second to load, so it loads after start-up, and a page that shows HTML before
  // then waits for it (renderWithSanitizer).
  let sanitizer: Promise<void> | undefined;
  const loadSanitizer = () =>
    (sanitizer ??= import("jsdom").then(({ JSDOM }) => installHtmlSanitizer(new JSDOM("").window as unknown as WindowLike)));
  setTimeout(loadSanitizer, SANITIZER_DELAY_MS).unref();
  async function renderWithSanitizer(render: () => string): Promise<string> {
    const before = sanitizerFallbacks();
    const html = render();
    if (sanitizerFallbacks() === before) return html;
    await loadSanitizer();
    return render();
  }
  const plans = blockPlans(options.contracts);
  const registry = createBlockRegistry(plans, options.components, { withLazyParts: true });
  const contracts = new Map(options.contracts.map((contract) => [contract.type, contract]));
  // The server renders synchronously: every block's code is loaded once, before the first page.
  const blocksReady = registry.load(options.contracts.map((contract) => contract.type));
  const built = new Map<string, BuiltRoutes>();

  // Route objects depend only on the layout version: the request's data arrives as loader context.
  function routesFor(layout: ResolvedLayout, documentScope: string | undefined): BuiltRoutes {
    const key = `${layout.id}@${layout.version}${documentScope ?? ""}`;
    let entry = built.get(key);
    if (!entry) {
      const table = createRouteTable(layout.routes.map(routeSummary), layout.routes);
      const routes = buildRouteObjects(table, (args) => args.context as PrefetchContext, { documentScope });
      const matched = new Map<string, ReadonlySet<string> | undefined>();
      const queryParamsOf = (pathname: string) => {
        if (matched.has(pathname)) return matched.get(pathname);
        const match = matchRoutes(routes, pathname)?.at(-1);
        const choice = match && chosenPage(table, match.route.id, match.params, pathname);
        const route = choice ? table.get(choice.name) : undefined;
        const names = route ? readQueryParams(route) : undefined;
        if (matched.size >= MATCHED_PATHS) matched.delete(matched.keys().next().value!);
        matched.set(pathname, names);
        return names;
      };
      entry = { routes, handler: createStaticHandler(routes), table, manifest: layoutManifest(layout), queryParamsOf };
      built.set(key, entry);
    }
    return entry;
  }

  function layoutFor(settings: SiteSettings): ResolvedLayout | undefined {
    return options.layouts.get(settings.layout) ?? options.layouts.get(DEFAULT_LAYOUT);
  }

  /** A page with one screen and no router or data (maintenance, page failure); it does not hydrate. */
  function staticScreenPage(settings: SiteSettings, status: number, title: string, screen: ReactNode, headers: Record<string, string> = {}): PageResponse {
    const body = renderToString(<SiteTheme css={settings.css} colors={themeColors(settings.css)}>{screen}</SiteTheme>);
    const assets = options.assets();
    return {
      status,
      headers: { ...HTML, "cache-control": "no-store", ...headers },
      body: htmlDocument({ head: renderHeadTags([{ tag: "title", text: title }]), body, stylesheets: [assets.stylesheet(settings, []).href], preloads: assets.fontPreloads(settings) }),
    };
  }

  function maintenancePage(settings: SiteSettings): PageResponse {
    const screen = <MaintenanceScreen logoDark={settings.logoDark} siteName={settings.title} />;
    return staticScreenPage(settings, 503, settings.title || MESSAGES.maintenanceTitle, screen, { "retry-after": String(MAINTENANCE_RETRY_AFTER_S) });
  }

  /** Spec §2 generic error (HTTP 500); if even that fails, the spec §8 error-page failure. */
  function failedPage(settings: SiteSettings, error: unknown): PageResponse {
    const message = error instanceof Error ? error.message : String(error);
    try {
      return staticScreenPage(settings, 500, settings.title || MESSAGES.genericError, <GenericErrorScreen message={message} />);
    } catch (screenError) {
      options.log("the error page failed", screenError);
      return { status: 500, headers: HTML, body: errorPageFailure(`${message}\n${screenError instanceof Error ? screenError.message : String(screenError)}`) };
    }
  }

  /**
   * The page without server rendering: head, fonts, the loading view and the state the browser needs to
   * render it itself (spec §2 app shell). Sent on `?ssr=0` and when a server render overruns its time.
   */
  function clientOnlyPage(settings: SiteSettings, documentScope: string | undefined): PageResponse {
    const layout = layoutFor(settings);
    if (!layout) throw new Error(`No valid layout '${settings.layout}' nor '${DEFAULT_LAYOUT}' in tenants/`);
    const assets = options.assets();
    const state: PageState = {
      settings,
      themeColors: themeColors(settings.css),
      // Built once per layout version with its routes, not per request.
      layout: routesFor(layout, documentScope).manifest,
      blockPlans: {},
      styledBlocks: [],
      baseUrls: options.browserBaseUrls,
      documentScope,
      queries: { mutations: [], queries: [] },
      router: { loaderData: {}, errors: null },
      clientOnly: true,
      remoteTablesAnonKey: options.remoteTablesAnonKey,
      mediaBase: getMediaBase(),
    };
    const head = [renderHeadTags([{ tag: "title", text: settings.title }]), options.analytics ? analyticsTags(layout.shell.analyticsId) : ""].join("\n");
    const body = renderToString(<SiteTheme css={settings.css} colors={themeColors(settings.css)}><LoadingScreen /></SiteTheme>);
    const document = htmlDocument({
      head,
      body,
      stylesheets: [assets.stylesheet(settings, []).href],
      preloads: assets.fontPreloads(settings),
      scripts: { boot: assets.boot, page: assets.scripts([]) },
      state,
    });
    return { status: 200, headers: { ...HTML, "cache-control": "no-store" }, body: document };
  }

  /** The server render, or the client-only shell when it has not finished well after the data time box. */
  async function renderInTime(request: PageRequest, tenant: TenantSettings, documentScope: string | undefined): Promise<PageResponse> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), options.ssrTimeBoxMs + SHELL_GRACE_MS)));
    try {
      const rendered = renderPage(request, tenant, documentScope);
      const first = await Promise.race([rendered, late]);
      if (first !== "late") return first;
      rendered.catch(() => undefined);
      options.log(`server render too slow (${request.host}${request.url}); sent the client-only shell`);
      return clientOnlyPage(tenant.settings, documentScope);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Path and query of the page a request shows: the query keeps only the parameters the matched
   * route reads (sorted), so the page cache and shared caches see one page where the URL varies.
   */
  async function canonicalUrl(request: Pick<PageRequest, "host" | "url">): Promise<string> {
    const url = new URL(request.url, "http://x");
    const served = sharedHostSwitch(request.host, url.pathname, options.sharedHosts ?? {});
    const layout = layoutFor((await options.settings.resolve(served.host)).settings);
    if (!layout) return url.pathname;
    const built = routesFor(layout, served.scope);
    const names = built.queryParamsOf(url.pathname);
    return `${url.pathname}${names ? canonicalSearch(url.searchParams, names) : ""}`;
  }

  async function render(request: PageRequest): Promise<PageResponse> {
    const url = new URL(request.url, "http://x");
    const served = sharedHostSwitch(request.host, url.pathname, options.sharedHosts ?? {});
    const tenant = await options.settings.resolve(served.host);
    await blocksReady;
    // A host the platform says is not one of its sites: not found, not "in maintenance".
    if (tenant.missing === "unknown") return staticScreenPage(tenant.settings, 404, MESSAGES.notFound, <StatusScreen code="404" title={MESSAGES.notFound} />);
    if (tenant.settings.maintenance) return maintenancePage(tenant.settings);
    try {
      if (url.searchParams.get(CLIENT_ONLY_QUERY) === "0") return clientOnlyPage(tenant.settings, served.scope);
      return await renderInTime(request, tenant, served.scope);
    } catch (error) {
      options.log(`page failed (${request.host}${request.url})`, error);
      return failedPage(tenant.settings, error);
    }
  }

  async function renderPage(request: PageRequest, tenant: TenantSettings, documentScope: string | undefined): Promise<PageResponse> {
    const { settings } = tenant;
    const layout = layoutFor(settings);
    if (!layout) throw new Error(`No valid layout '${settings.layout}' nor '${DEFAULT_LAYOUT}' in tenants/`);

    const origin = `${request.protocol}://${request.host ?? tenant.host}`;
    const cookie = request.headers.cookie;
    const accessToken = cookieValue(typeof cookie === "string" ? cookie : undefined, ACCESS_TOKEN_COOKIE);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const api = createApiClient({
      baseUrls: options.serverBaseUrls,
      origin: `http://${tenant.host}`,
      credentials: () => ({ lmsId: settings.id, accessToken }),
      appToken: options.appTokens?.(tenant.host),
      remoteTablesAnonKey: options.remoteTablesAnonKey,
      fetch: options.serverFetch,
    });
    const setCookies: string[] = [];
    const session: SessionContext = {
      signedIn: () => accessToken !== undefined,
      accountBase: new URL(options.browserBaseUrls.account, origin).href,
      origin,
      tenantId: settings.id,
      appCode: () => cookieValue(typeof cookie === "string" ? cookie : undefined, APP_CODE_COOKIE),
      rememberSignInToken: (token) => setCookies.push(signInStateCookie(token, request.protocol === "https")),
    };
    const context: PrefetchContext = { queryClient, api, tenant: settings.id, blocks: registry, timeBoxMs: options.ssrTimeBoxMs, session };
    const { handler, table, manifest } = routesFor(layout, documentScope);
    const fetchRequest = new Request(new URL(request.url, origin), { headers: toFetchHeaders(request.headers), signal: request.signal });
    const result = await handler.query(fetchRequest, { requestContext: context as never });
    if (result instanceof Response) {
      const headers: Record<string, string> = { location: result.headers.get("location") ?? "/", "cache-control": "no-store" };
      if (setCookies.length) headers["set-cookie"] = setCookies.join(", ");
      return { status: result.status, headers, body: "" };
    }

    // What the page names as its address (canonical, og:url) comes from configuration on a public host.
    const ownOrigin = publicOrigin(request, tenant, documentScope !== undefined);
    const engine: EngineContextValue = { api, tenant: settings.id, settings, themeColors: themeColors(settings.css), layout: manifest, routes: table, blocks: registry, origin: ownOrigin };
    const router = createStaticRouter(handler.dataRoutes, result);
    const body = await renderWithSanitizer(() =>
      renderToString(
        <AppProviders engine={engine} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </AppProviders>,
      ),
    );
    // A block that threw is left to the browser (React marks its Suspense boundary `<!--$!-->`).
    if (body.includes("<!--$!-->")) options.log(`a block failed to render on the server (${request.host}${request.url})`, undefined);

    const handles = result.matches.map((match) => match.route.handle);
    // The status of the first route error, computed as the browser's error screen computes it (500 when it has none).
    const firstError = result.errors ? Object.values(result.errors)[0] : undefined;
    const status = result.errors ? routeErrorStatus(firstError) : routeStatusOf(handles);
    const pageUrl = new URL(request.url, ownOrigin);
    const lastMatch = result.matches[result.matches.length - 1];
    // The layout route the URL shows: of the routes sharing the matched path's shape, the one whose param rules pass.
    const choice = lastMatch && chosenPage(table, lastMatch.route.id, lastMatch.params, pageUrl.pathname);
    // A detail whose record is missing is titled like any other missing page.
    const routeName = status === 404 || !choice ? NOT_FOUND_ROUTE : choice.name;
    const route = table.get(routeName);
    // The route the URL shows, even when it answers 404 (a missing record): the browser hydrates it, so it
    // travels in full (a route the browser would first have to load cannot hydrate).
    const matchedName = lastMatch && isPageRouteId(lastMatch.route.id) ? (lastMatch.route.handle as RouteHandle).routeName : undefined;
    const matched = table.get(choice?.name ?? matchedName ?? "");
    const routeParams = choice?.params ?? {};
    // Spec §5: a page whose param rules refuse the URL is titled by the text it shows.
    const record = isValidateFailure(firstError)
      ? { title: MESSAGES.validateFailed }
      : headRecordOf(route, { routeParams, search: pageUrl.searchParams }, { queryClient, api, tenant: settings.id, blocks: registry });
    const shown = route ? visibleBlocks(route, routeParams) : [];
    const lcp = status === 200 ? lcpPreload(shown, contracts) : undefined;
    // JSON-LD only for a page that is there (a 404's record is missing anyway).
    const structuredData =
      status === 200
        ? pageStructuredData({ settings, titles: layout.titles, routeName, route, routes: table.summaries, scope: { routeParams, search: pageUrl.searchParams }, url: pageUrl.href, home: new URL(documentScope ?? "/", ownOrigin).href, recordTitle: record?.title, context: { queryClient, api, tenant: settings.id } })
        : [];
    const head = [
      renderHeadTags(buildHead({ settings, titles: layout.titles, routeName, url: pageUrl.href, record, structuredData })),
      options.analytics ? analyticsTags(layout.shell.analyticsId) : "",
    ].join("\n");
    const errors = result.errors
      ? Object.fromEntries(
          Object.entries(result.errors).map(([id, error]) => [id, { message: error instanceof Error ? error.message : String((error as { statusText?: string })?.statusText ?? error), status: routeErrorStatus(error) }]),
        )
      : null;
    const assets = options.assets();
    const blockStyles = routeBlockStyles(matched, contracts);
    const sheet = assets.stylesheet(settings, blockStyles);
    const state: PageState = {
      settings,
      themeColors: themeColors(settings.css),
      layout: manifest,
      route: matched,
      blockPlans: Object.fromEntries((matched?.blocks ?? []).flatMap((item) => (plans[item.type] ? [[item.type, plans[item.type]!]] : []))),
      styledBlocks: sheet.styledBlocks,
      lazyBlocks: [...new Set(blockStyles.filter((block) => block.withLazyParts && registry.loaded(block.type)?.lazyParts?.length).map((block) => block.type))],
      baseUrls: options.browserBaseUrls,
      documentScope,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
      router: { loaderData: result.loaderData, errors },
      remoteTablesAnonKey: options.remoteTablesAnonKey,
      origin: ownOrigin,
      mediaBase: getMediaBase(),
      ...(accessToken !== undefined && { signedIn: true }),
    };
    queryClient.clear();
    const document = htmlDocument({
      head,
      body,
      stylesheets: [sheet.href],
      preloads: [lcp ? renderHeadTags([lcp]) : "", assets.fontPreloads(settings)].filter(Boolean).join("\n"),
      scripts: { boot: assets.boot, page: assets.scripts(shown.map((item) => item.type)) },
      state,
    });
    return { status, headers: { ...HTML, "cache-control": "no-cache" }, body: document };
  }

  return { render, canonicalUrl };
}
