import { matchRoutes, type DataRouteObject, type Params } from "react-router-dom";
import { type RouteTable, chosenPage, prefetchPage, type PrefetchContext } from "../../engine/index.js";
import { whenIdle } from "./whenIdle.js";

const MAX_LINKS = 24;
/** Work on a link only with this much idle time left. */
const IDLE_SLICE_MS = 4;

/**
 * Once the page is idle (within 2000 ms at the latest), loads the data of the pages its
 * links lead to, so that a click shows the next page at once. Only same-site links, each page once.
 */
export function prefetchLinksWhenIdle(routes: DataRouteObject[], table: RouteTable, context: PrefetchContext): void {
  const done = new Set<string>();
  const matchRoute = routeMatcher(routes);
  let queue: string[] | undefined;
  // One link per idle period: its route match, request set-up and the promise reactions that follow
  // (which run in the same task) take a slow phone 20–40 ms, and two of them would be a long task.
  const step = (deadline: IdleDeadline) => {
    queue ??= [...new Set([...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].map((a) => a.getAttribute("href")!))]
      .filter((href) => !done.has(href))
      .slice(0, MAX_LINKS);
    const href = queue[0];
    if (href === undefined) return;
    if (!deadline.didTimeout && deadline.timeRemaining() <= IDLE_SLICE_MS) return whenIdle(step);
    const url = new URL(href, window.location.origin);
    const match = matchRoute(url.pathname);
    // The route the link shows (of those sharing its path's shape, the first whose param rules pass).
    const choice = match ? chosenPage(table, match.id, match.params, url.pathname) : undefined;
    const name = choice?.name;
    const route = name ? table.get(name) : undefined;
    if (name && !route) {
      // Other routes' blocks come with the layout's route table: fetch it, then go on link by link
      // (not every waiting link at once when it arrives).
      table.load(name).then(
        () => whenIdle(step),
        () => undefined,
      );
      return;
    }
    queue.shift();
    done.add(href);
    if (choice && route) void prefetchPage(route, { routeParams: choice.params, search: url.searchParams }, context);
    if (queue.length) whenIdle(step);
  };
  whenIdle(step);
}

/**
 * react-router's matchRoutes ranks every route and compiles their patterns on each call; a link can
 * only match routes that share its first path segment (every layout path starts with a fixed one),
 * so each call ranks only those. The result is the one matchRoutes gives over all routes.
 */
function routeMatcher(routes: DataRouteObject[]): (pathname: string) => { id: string; params: Params } | undefined {
  const [root] = routes;
  const groups = new Map<string, DataRouteObject[]>();
  for (const child of root?.children ?? []) {
    const key = firstSegment(child.path ?? "");
    groups.set(key, [...(groups.get(key) ?? []), child]);
  }
  return (pathname) => {
    const group = groups.get(firstSegment(pathname));
    const match = group && matchRoutes([{ id: root!.id, children: group }], pathname)?.at(-1);
    return match ? { id: match.route.id ?? "", params: match.params } : undefined;
  };
}

const firstSegment = (path: string) => path.split("/").find(Boolean)?.toLowerCase() ?? "";
