import { redirect, redirectDocument, useLocation, useParams, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { validateFailure } from "../errors/routeErrors.js";
import type { RouteParams } from "../layout/paramRules.js";
import type { RouteTable } from "../layout/createRouteTable.js";
import type { RouteSummary } from "../layout/LayoutManifest.js";
import type { LayoutRoute } from "../layout/types.js";
import { visibleBlocks } from "../layout/visibleBlocks.js";
import { Page } from "./Page.js";
import type { SessionContext } from "../session/SessionContext.js";
import { buildSignInUrl, newSignInToken } from "../session/signIn.js";
import { GuardedErrorScreen } from "./screens/GuardedErrorScreen.js";
import { NotFoundScreen } from "./screens/NotFoundScreen.js";
import { Shell } from "./shell/Shell.js";
import { RouterNavigation } from "./navigation/RouterNavigation.js";
import { isMetaRecordMissing } from "../routes/metaRecord.js";
import { prefetchPage, type PrefetchContext } from "../routes/prefetchPage.js";
import { NOT_FOUND_ROUTE, type RouteHandle } from "../routes/routeHandle.js";
import { toRouterPath } from "../routes/toRouterPath.js";
import { pageRouteId } from "../routes/chosenPage.js";

function isInScope(pathname: string, scope: string): boolean {
  const path = pathname.toLowerCase();
  const prefix = scope.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Where a loader finds its prefetch context: the server passes it per request, the browser once. */
export type ContextSource = (args: LoaderFunctionArgs) => PrefetchContext;

/** A signed-out visitor of a page that requires sign-in goes to the account site. */
function requireSignIn(session: SessionContext | undefined, url: URL): void {
  if (!session || session.signedIn()) return;
  const token = newSignInToken();
  session.rememberSignInToken(token);
  throw redirect(
    buildSignInUrl({
      accountBase: session.accountBase,
      origin: session.origin,
      tenantId: session.tenantId,
      code: session.appCode() ?? session.tenantId,
      token,
      next: `${url.pathname}${url.search}`,
    }),
  );
}

/** Loads a route's data sources and block code; throws a 404 when the page's record does not exist. */
async function loadPage(route: LayoutRoute, params: RouteParams, args: LoaderFunctionArgs, contextOf: ContextSource): Promise<null> {
  const scope = { routeParams: params, search: new URL(args.request.url).searchParams };
  const context = contextOf(args);
  if (route.requiresAuth) requireSignIn(context.session, new URL(args.request.url));
  const types = visibleBlocks(route, params).map((item) => item.type);
  await Promise.all([prefetchPage(route, scope, context), context.blocks.load(types)]);
  // A detail page whose record does not exist is a 404, not an empty page.
  if (isMetaRecordMissing(route, scope, context)) {
    throw new Response("Not Found", { status: 404 });
  }
  return null;
}

/**
 * The loader of the route object of `name`: the route table chooses which layout route the URL shows
 * (the first of the routes sharing this path's shape whose param rules pass), or answers 404 'This page could not be found'.
 */
function loaderOf(name: string, table: RouteTable, contextOf: ContextSource) {
  return async (args: LoaderFunctionArgs) => {
    const choice = table.choose(name, args.params, new URL(args.request.url).pathname);
    if (!choice) throw validateFailure();
    const route = await table.load(choice.name);
    if (!route) throw new Error(`The route table of this layout has no route '${choice.name}'`);
    return loadPage(route, choice.params, args, contextOf);
  };
}

/** The page of a route object whose path other routes share: the route its loader chose, already loaded. */
function ChosenPage({ matched, table }: { matched: string; table: RouteTable }) {
  const params = useParams();
  const { pathname } = useLocation();
  const choice = table.choose(matched, params, pathname);
  const route = choice && table.get(choice.name);
  if (!choice || !route) throw validateFailure();
  return <Page route={route} params={choice.params} />;
}

function pageRoute(summary: RouteSummary, table: RouteTable, contextOf: ContextSource): RouteObject {
  const handle: RouteHandle = { routeName: summary.name };
  const known = table.get(summary.name);
  const base: RouteObject = {
    id: pageRouteId(summary.name),
    path: toRouterPath(summary.path),
    caseSensitive: false,
    handle,
    loader: loaderOf(summary.name, table, contextOf),
    // A page that fails keeps the header and footer around the error screen.
    errorElement: <GuardedErrorScreen />,
  };
  // Which of several routes of one path shape a URL shows is known once its loader has chosen.
  if (table.groupOf(summary.name).length > 1) return { ...base, element: <ChosenPage matched={summary.name} table={table} /> };
  if (known) return { ...base, element: <Page route={known} /> };
  // Routes other than the page's own come with the layout's route table, fetched on navigation.
  return {
    ...base,
    lazy: async () => {
      const route = await table.load(summary.name);
      if (!route) throw new Error(`The route table of this layout has no route '${summary.name}'`);
      return { element: <Page route={route} /> };
    },
  };
}

/**
 * The layout's routes as react-router route objects (data mode): one shell route holding a page
 * route per layout route, with explicit ids, and a catch-all that answers 404.
 */
export function buildRouteObjects(table: RouteTable, contextOf: ContextSource, options: { documentScope?: string } = {}): RouteObject[] {
  const notFound: RouteHandle = { routeName: NOT_FOUND_ROUTE, status: 404 };
  const scope = options.documentScope;
  return [
    {
      id: "root",
      // Under a path scope (`/Pesilat` on a shared host) this page belongs to another tenant: a
      // link out of the scope loads the other tenant's page as a new document.
      loader: scope
        ? ({ request }) => {
            const url = new URL(request.url);
            if (!isInScope(url.pathname, scope)) throw redirectDocument(`${url.pathname}${url.search}${url.hash}`);
            return null;
          }
        : undefined,
      // The scope check must see every navigation, not only the first.
      shouldRevalidate: scope ? () => true : undefined,
      // Blocks and the shell read the address and navigate through the site navigation, not the router.
      element: (
        <RouterNavigation>
          <Shell />
        </RouterNavigation>
      ),
      errorElement: (
        <RouterNavigation>
          <GuardedErrorScreen />
        </RouterNavigation>
      ),
      children: [
        ...table.summaries.map((summary) => pageRoute(summary, table, contextOf)),
        { id: NOT_FOUND_ROUTE, path: "*", handle: notFound, element: <NotFoundScreen /> },
      ],
    },
  ];
}
