import { redirect, redirectDocument, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import type { ResolvedLayout } from "../layout/ResolvedLayout.js";
import type { LayoutRoute } from "../layout/types.js";
import { Page } from "../render/Page.js";
import type { SessionContext } from "../session/SessionContext.js";
import { buildSignInUrl, newSignInToken } from "../session/signIn.js";
import { GuardedErrorScreen } from "../render/screens/GuardedErrorScreen.js";
import { NotFoundScreen } from "../render/screens/NotFoundScreen.js";
import { Shell } from "../render/shell/Shell.js";
import { isMetaRecordMissing } from "./metaRecord.js";
import { prefetchPage, type PrefetchContext } from "./prefetchPage.js";
import { NOT_FOUND_ROUTE, type RouteHandle } from "./routeHandle.js";
import { toRouterPath } from "./toRouterPath.js";

function isInScope(pathname: string, scope: string): boolean {
  const path = pathname.toLowerCase();
  const prefix = scope.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Where a loader finds its prefetch context: the server passes it per request, the browser once. */
export type ContextSource = (args: LoaderFunctionArgs) => PrefetchContext;

/** Spec §2: a signed-out visitor of a page that requires sign-in goes to the account site. */
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

function pageRoute(route: LayoutRoute, contextOf: ContextSource): RouteObject {
  const handle: RouteHandle = { routeName: route.name };
  return {
    id: `route:${route.name}`,
    path: toRouterPath(route.path),
    caseSensitive: false,
    handle,
    element: <Page route={route} />,
    // A page that fails keeps the header and footer around the error screen.
    errorElement: <GuardedErrorScreen />,
    loader: async (args) => {
      const scope = { routeParams: args.params, search: new URL(args.request.url).searchParams };
      const context = contextOf(args);
      if (route.requiresAuth) requireSignIn(context.session, new URL(args.request.url));
      await prefetchPage(route, scope, context);
      // A detail page whose record does not exist is a 404, not an empty page.
      if (isMetaRecordMissing(route, scope, context)) {
        throw new Response("Not Found", { status: 404 });
      }
      return null;
    },
  };
}

/**
 * The layout's routes as react-router route objects (data mode): one shell route holding a page
 * route per layout route, with explicit ids, and a catch-all that answers 404.
 */
export function buildRouteObjects(layout: ResolvedLayout, contextOf: ContextSource, options: { documentScope?: string } = {}): RouteObject[] {
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
      element: <Shell />,
      errorElement: <GuardedErrorScreen />,
      children: [
        ...layout.routes.map((route) => pageRoute(route, contextOf)),
        { id: NOT_FOUND_ROUTE, path: "*", handle: notFound, element: <NotFoundScreen /> },
      ],
    },
  ];
}
