import { matchRoutes, type DataRouteObject } from "react-router-dom";
import type { RouteTable } from "../../engine/layout/createRouteTable.js";
import { prefetchPage, type PrefetchContext } from "../../engine/routes/prefetchPage.js";

/** Spec §9: links are prefetched when the browser is idle, within 2000 ms at the latest. */
export const LINK_PREFETCH_IDLE_MS = 2000;
const MAX_LINKS = 24;

/**
 * Once the page is idle, loads the data of the pages its links lead to, so that a click shows the
 * next page at once. Only same-site links, each page once.
 */
export function prefetchLinksWhenIdle(routes: DataRouteObject[], table: RouteTable, context: PrefetchContext): void {
  const done = new Set<string>();
  const run = () => {
    const hrefs = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute("href")!).filter((href) => !done.has(href));
    for (const href of hrefs.slice(0, MAX_LINKS)) {
      done.add(href);
      const url = new URL(href, window.location.origin);
      const match = matchRoutes(routes, url.pathname)?.at(-1);
      const name = match?.route.id.startsWith("route:") ? match.route.id.slice("route:".length) : undefined;
      // Other routes' blocks come with the layout's route table, fetched here while the page is idle.
      if (match && name) void table.load(name).then((route) => route && prefetchPage(route, { routeParams: match.params, search: url.searchParams }, context), () => undefined);
    }
  };
  const schedule = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, LINK_PREFETCH_IDLE_MS));
  schedule(run, { timeout: LINK_PREFETCH_IDLE_MS });
}
