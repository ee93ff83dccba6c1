import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from "react-router-dom";
import {
  ACCESS_TOKEN_COOKIE,
  analyticsTags,
  buildHead,
  chosenPage,
  cookieValue,
  headRecordOf,
  itemStart,
  isPageRouteId,
  isValidateFailure,
  lcpPreload,
  MESSAGES,
  NOT_FOUND_ROUTE,
  pageStructuredData,
  publicOrigin,
  renderHeadTags,
  routeErrorStatus,
  routeStatusOf,
  sendableQueries,
  visibleBlocks,
  type BlockItem,
  type LayoutRoute,
  type ResolvedLayout,
  type RouteHandle,
  type RouteParams,
  type TenantSettings,
} from "../../../engine/index.js";
import {
  AppProviders,
  createEngineRuntime,
  BlockMarkupProvider,
  pageBlocks,
  themeColors,
  type EngineRuntime,
  type PartIslandState,
} from "../../../engine/react.js";
import type { PageState } from "../../shared/PageState.js";
import type { PageRequest, PageResponse } from "./PageRequest.js";
import type { PageBlockStyles } from "../createPageStyles.js";
import { htmlDocument } from "../htmlDocument.js";
import type { LayoutRoutes } from "./layoutRoutes.js";
import { pageKeys } from "./pageKeys.js";
import { pageWrites } from "./pageWrites.js";
import { renderBlockRoots, type BlockLiveness } from "./renderBlockRoots.js";
import { HTML, type PageRenderContext } from "./PageRenderContext.js";

/** One server render: the request, its tenant and layout, and the runtime built for it. */
interface ServerPage {
  request: PageRequest;
  tenant: TenantSettings;
  layout: ResolvedLayout;
  routes: LayoutRoutes;
  documentScope: string | undefined;
  runtime: EngineRuntime;
  accessToken: string | undefined;
  /** Cookies the render sets (the sign-in round trip's one-time token). */
  setCookies: string[];
}

/** Which layout route a router result shows, and how it answers. */
interface ShownRoute {
  status: number;
  firstError: unknown;
  /** The route the page is titled by: the not-found route when it answers 404. */
  routeName: string;
  route: LayoutRoute | undefined;
  /** The route the URL shows, even when it answers 404 (a missing record): the browser hydrates it. */
  matched: LayoutRoute | undefined;
  routeParams: RouteParams;
}

function toFetchHeaders(headers: PageRequest["headers"]): Headers {
  const result = new Headers();
  for (const [key, value] of Object.entries(headers)) {
    if (typeof value === "string") result.set(key, value);
    else if (Array.isArray(value)) result.set(key, value.join(", "));
  }
  return result;
}

function serverPage(context: PageRenderContext, request: PageRequest, tenant: TenantSettings, documentScope: string | undefined): ServerPage {
  const { options } = context;
  const { settings } = tenant;
  const layout = context.layoutFor(settings);
  const routes = context.routesFor(layout, documentScope);
  const origin = `${request.protocol}://${request.host ?? tenant.host}`;
  const cookie = typeof request.headers.cookie === "string" ? request.headers.cookie : undefined;
  const accessToken = cookieValue(cookie, ACCESS_TOKEN_COOKIE);
  const setCookies: string[] = [];
  const runtime = createEngineRuntime({
    settings,
    themeColors: themeColors(settings.css),
    layout: routes.manifest,
    routes: routes.table,
    blocks: context.registry,
    media: options.media,
    sanitizer: context.sanitizer,
    api: {
      baseUrls: options.serverBaseUrls,
      origin: `http://${tenant.host}`,
      credentials: () => ({ lmsId: settings.id, accessToken }),
      appToken: options.appTokens?.(tenant.host),
      remoteTablesAnonKey: options.remoteTablesAnonKey,
      fetch: options.serverFetch,
      log: options.callLog,
    },
    cookies: { read: () => cookie, write: (setCookie) => setCookies.push(setCookie), https: request.protocol === "https" },
    signedIn: () => accessToken !== undefined,
    accountBase: new URL(options.browserBaseUrls.account, origin).href,
    origin,
    // What the page names as its address (canonical, og:url) comes from configuration on a public host.
    publicOrigin: publicOrigin(request, tenant, documentScope !== undefined),
    timeBoxMs: options.ssrTimeBoxMs,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  });
  return { request, tenant, layout, routes, documentScope, runtime, accessToken, setCookies };
}

/** The status of the first route error, computed as the browser's error screen computes it (500 when it has none). */
function shownRoute(page: ServerPage, result: StaticHandlerContext, pageUrl: URL): ShownRoute {
  const { table } = page.routes;
  const firstError = result.errors ? Object.values(result.errors)[0] : undefined;
  const status = result.errors ? routeErrorStatus(firstError) : routeStatusOf(result.matches.map((match) => match.route.handle));
  const lastMatch = result.matches[result.matches.length - 1];
  // Of the routes sharing the matched path's shape, the one whose param rules pass.
  const choice = lastMatch && chosenPage(table, lastMatch.route.id, lastMatch.params, pageUrl.pathname);
  // A detail whose record is missing is titled like any other missing page.
  const routeName = status === 404 || !choice ? NOT_FOUND_ROUTE : choice.name;
  const matchedName = lastMatch && isPageRouteId(lastMatch.route.id) ? (lastMatch.route.handle as RouteHandle).routeName : undefined;
  return {
    status,
    firstError,
    routeName,
    route: table.get(routeName),
    matched: table.get(choice?.name ?? matchedName ?? ""),
    routeParams: choice?.params ?? {},
  };
}

/** The head tags: title and share tags from the route's record, JSON-LD on a page that is there, analytics. */
function pageHead(context: PageRenderContext, page: ServerPage, shown: ShownRoute, pageUrl: URL): string {
  const { settings } = page.tenant;
  const { queryClient, api, engine } = page.runtime;
  const scope = { routeParams: shown.routeParams, search: pageUrl.searchParams };
  // A page whose param rules refuse the URL is titled by the text it shows.
  const record = isValidateFailure(shown.firstError)
    ? { title: MESSAGES.validateFailed }
    : headRecordOf(shown.route, scope, { queryClient, api, tenant: settings.id, blocks: context.registry });
  const structuredData =
    shown.status === 200
      ? pageStructuredData({
          settings,
          media: engine.media,
          titles: page.layout.titles,
          routeName: shown.routeName,
          route: shown.route,
          routes: page.routes.table.summaries,
          scope,
          url: pageUrl.href,
          home: new URL(page.documentScope ?? "/", engine.origin).href,
          recordTitle: record?.title,
          context: { queryClient, api, tenant: settings.id },
        })
      : [];
  return [
    renderHeadTags(
      buildHead({ settings, media: engine.media, titles: page.layout.titles, routeName: shown.routeName, url: pageUrl.href, record, structuredData }),
    ),
    context.options.analytics ? analyticsTags(page.layout.shell.analyticsId) : "",
  ].join("\n");
}

/** What the browser hydrates from: the page's route in full, its blocks' plans, its data and the router's. */
function pageState(
  context: PageRenderContext,
  page: ServerPage,
  shown: ShownRoute,
  result: StaticHandlerContext,
  blockStyles: PageBlockStyles[],
  styledBlocks: string[],
  queries: DehydratedState,
): PageState {
  const { settings } = page.tenant;
  const { options, plans } = context;
  const errors = result.errors
    ? Object.fromEntries(
        Object.entries(result.errors).map(([id, error]) => [
          id,
          {
            message: error instanceof Error ? error.message : String((error as { statusText?: string })?.statusText ?? error),
            status: routeErrorStatus(error),
          },
        ]),
      )
    : null;
  return {
    settings,
    themeColors: page.runtime.engine.themeColors,
    layout: page.routes.manifest,
    route: shown.matched,
    blockPlans: Object.fromEntries((shown.matched?.blocks ?? []).flatMap((item) => (plans[item.type] ? [[item.type, plans[item.type]!]] : []))),
    styledBlocks,
    lazyParts: pageLazyParts(blockStyles),
    baseUrls: options.browserBaseUrls,
    documentScope: page.documentScope,
    queries,
    router: { loaderData: result.loaderData, errors },
    remoteTablesAnonKey: options.remoteTablesAnonKey,
    origin: page.runtime.engine.origin,
    mediaBase: options.media.base,
    ...(page.accessToken !== undefined && { signedIn: true }),
  };
}

/**
 * Renders a page on the server: the route loaders fetch its data (time-boxed), React renders it, and the
 * document carries its head, stylesheet, scripts and the state the browser hydrates from.
 */
export async function renderServerPage(
  context: PageRenderContext,
  request: PageRequest,
  tenant: TenantSettings,
  documentScope: string | undefined,
): Promise<PageResponse> {
  const page = serverPage(context, request, tenant, documentScope);
  const { runtime, routes } = page;
  const fetchRequest = new Request(new URL(request.url, runtime.session.origin), { headers: toFetchHeaders(request.headers), signal: request.signal });
  const result = await routes.handler.query(fetchRequest, { requestContext: runtime.prefetch as never });
  if (result instanceof Response) {
    const headers: Record<string, string> = { "location": result.headers.get("location") ?? "/", "cache-control": "no-store" };
    if (page.setCookies.length) headers["set-cookie"] = page.setCookies.join(", ");
    return { status: result.status, headers, body: "" };
  }

  const router = createStaticRouter(routes.handler.dataRoutes, result);
  const pageUrl = new URL(request.url, runtime.engine.origin);
  const shown = shownRoute(page, result, pageUrl);
  // The route's loader loaded the blocks it shows; the ones it hides for these params load too, as the
  // page state names those with lazy parts. Once loaded, a block's code stays: this waits on first use only.
  await context.registry.load((shown.matched?.blocks ?? []).map((item) => item.type));
  // A page that shows its route (not an error screen) starts in the browser as islands.
  const islandsMode = context.options.islands === true;
  const islandPlan = islandsMode && !result.errors && shown.matched ? pageBlocks(shown.matched, shown.routeParams, context.registry) : undefined;
  const liveness: BlockLiveness = {
    start: (item) => {
      const contract = context.contracts.get(item.type);
      return contract ? itemStart(contract, item) : "html";
    },
    written: islandPlan ? pageWrites(islandPlan.blocks, context.contracts, tenant.settings.id) : [],
  };
  let islandPositions: number[] = [];
  let partIslands: PartIslandState[] = [];
  // The data the browser hydrates with is taken the moment the HTML is: a source still pending when
  // React rendered may resolve before the page is assembled, and sending it would make the browser
  // draw what the server's HTML does not show (a hydration mismatch).
  let queries: DehydratedState = { mutations: [], queries: [] };
  const body = await context.renderSanitized(() => {
    const blocks = islandPlan
      ? renderBlockRoots(runtime, islandPlan, shown.routeParams, { pathname: pageUrl.pathname, search: pageUrl.search, hash: "" }, liveness)
      : undefined;
    islandPositions = blocks?.islands ?? [];
    partIslands = blocks?.parts ?? [];
    const html = renderToString(
      <AppProviders engine={runtime.engine} queryClient={runtime.queryClient}>
        <BlockMarkupProvider value={blocks?.markup}>
          <StaticRouterProvider router={router} context={result} hydrate={false} />
        </BlockMarkupProvider>
      </AppProviders>,
    );
    // Sent to every visitor: a failed read's upstream text stays in the server's log (sendableQueries).
    queries = sendableQueries(dehydrate(runtime.queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }));
    return (blocks?.hoisted ?? "") + html;
  });
  // A block that threw is left to the browser (React marks its Suspense boundary `<!--$!-->`).
  if (body.includes("<!--$!-->")) context.options.log(`a block failed to render on the server (${request.host}${request.url})`, undefined);

  const head = pageHead(context, page, shown, pageUrl);
  const visible = shown.route ? visibleBlocks(shown.route, shown.routeParams) : [];
  const lcp = shown.status === 200 ? lcpPreload(context.options.media, visible, context.contracts) : undefined;
  const assets = context.options.assets();
  // Every block the route may show (conditional ones included): the page's stylesheet holds their styles,
  // and those of the parts they load only for some props when an item uses them.
  const uses = (item: BlockItem): PageBlockStyles => ({
    type: item.type,
    lazyParts: assets.lazyPartsOf(item.type, context.contracts.get(item.type)?.lazyParts?.(item)),
  });
  const blockStyles = (shown.matched?.blocks ?? []).map(uses);
  const sheet = assets.stylesheet(tenant.settings, blockStyles);
  const state = {
    ...pageState(context, page, shown, result, blockStyles, sheet.styledBlocks, queries),
    ...(islandsMode && { islands: { params: shown.routeParams, ...(partIslands.length && { parts: partIslands }) } }),
  };
  const keys = pageKeys(request.host, tenant, page.layout, queries);
  runtime.queryClient.clear();
  const document = htmlDocument({
    head,
    body,
    stylesheets: [sheet.href],
    preloads: [lcp ? renderHeadTags([lcp]) : "", assets.fontPreloads(tenant.settings)].filter(Boolean).join("\n"),
    scripts: {
      boot: assets.boot,
      page: islandsMode
        ? // A part island's code loads at a visitor's first touch (islandsEntry.ts), not with the page.
          assets.islandScripts(islandPositions.map((index) => uses(islandPlan!.blocks[index]!)))
        : assets.scripts(visible.map((item) => item.type)),
    },
    state,
  });
  return { status: shown.status, headers: { ...HTML, "cache-control": "no-cache" }, body: document, keys };
}

/** Per block type, the lazy parts the page's items render: the browser loads them before it hydrates. */
function pageLazyParts(blocks: readonly PageBlockStyles[]): Record<string, string[]> {
  const parts: Record<string, string[]> = {};
  for (const { type, lazyParts } of blocks) if (lazyParts.length) parts[type] = [...new Set([...(parts[type] ?? []), ...lazyParts])];
  return parts;
}
