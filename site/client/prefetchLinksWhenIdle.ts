import { matchRoutes, type DataRouteObject } from "react-router-dom";
import type { RouteTable } from "../../engine/layout/createRouteTable.js";
import { prefetchPage, type PrefetchContext } from "../../engine/routes/prefetchPage.js";

/** Spec §9: links are prefetched when the browser is idle, within 2000 ms at the latest. */
export const LINK_PREFETCH_IDLE_MS = 2000;
const MAX_LINKS = 24;
/** Work on a link only with this much idle time left. */
const IDLE_SLICE_MS = 4;

/**
 * Once the page is idle, loads the data of the pages its links lead to, so that a click shows the
 * next page at once. Only same-site links, each page once.
 */
export function prefetchLinksWhenIdle(routes: DataRouteObject[], table: RouteTable, context: PrefetchContext): void {
  const done = new Set<string>();
  let queue: string[] | undefined;
  // A few links per idle period: prefetching all at once would be one long task.
  const step = (deadline: IdleDeadline) => {
    queue ??= [...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute("href")!))].filter((href) => !done.has(href)).slice(0, MAX_LINKS);
    while (queue.length && (deadline.didTimeout || deadline.timeRemaining() > IDLE_SLICE_MS)) {
      const href = queue.shift()!;
      done.add(href);
      const url = new URL(href, window.location.origin);
      const match = matchRoutes(routes, url.pathname)?.at(-1);
      const name = match?.route.id.startsWith("route:") ? match.route.id.slice("route:".length) : undefined;
      // Other routes' blocks come with the layout's route table, fetched here while the page is idle.
      if (match && name) void table.load(name).then((route) => route && prefetchPage(route, { routeParams: match.params, search: url.searchParams }, context), () => undefined);
      if (deadline.didTimeout) break;
    }
    if (queue.length) schedule(step);
  };
  schedule(step);
}

/** The browser's idle callback, or a timer where there is none (Safari). */
function schedule(callback: (deadline: IdleDeadline) => void): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout: LINK_PREFETCH_IDLE_MS });
  else window.setTimeout(() => callback({ didTimeout: true, timeRemaining: () => 0 }), LINK_PREFETCH_IDLE_MS);
}
