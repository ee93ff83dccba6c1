import { createStaticHandler, matchRoutes, type RouteObject, type StaticHandler } from "react-router-dom";
import {
  chosenPage,
  createBoundedMap,
  createRouteTable,
  layoutManifest,
  readQueryParams,
  routeSummary,
  type LayoutManifest,
  type PrefetchContext,
  type ResolvedLayout,
  type RouteTable,
} from "../../../engine/index.js";
import { buildRouteObjects } from "../../../engine/react.js";

/** A layout version's routes as the server renders them. */
export interface LayoutRoutes {
  routes: RouteObject[];
  handler: StaticHandler;
  table: RouteTable;
  manifest: LayoutManifest;
  /** The query parameters the route matching a path reads (undefined: no layout route matches). */
  queryParamsOf(pathname: string): ReadonlySet<string> | undefined;
}

/** Paths remembered per layout version: matching ranks every route, which is worth doing once. */
const MATCHED_PATHS = 2000;

/**
 * Route objects depend only on the layout version (and the shared-host scope): built once each, the
 * request's data arrives as the loaders' context.
 */
export function createLayoutRoutes(): (layout: ResolvedLayout, documentScope: string | undefined) => LayoutRoutes {
  // One entry per layout and scope, its current version only: an edited layout replaces its routes.
  const built = new Map<string, { version: string; routes: LayoutRoutes }>();
  return (layout, documentScope) => {
    const key = `${layout.id}${documentScope ?? ""}`;
    let entry = built.get(key)?.version === layout.version ? built.get(key)!.routes : undefined;
    if (!entry) {
      const table = createRouteTable(layout.routes.map(routeSummary), layout.routes);
      const routes = buildRouteObjects(table, (args) => args.context as PrefetchContext, { documentScope });
      const matched = createBoundedMap<string, ReadonlySet<string> | undefined>({ maxEntries: MATCHED_PATHS });
      const queryParamsOf = (pathname: string) => {
        if (matched.has(pathname)) return matched.get(pathname);
        const match = matchRoutes(routes, pathname)?.at(-1);
        const choice = match && chosenPage(table, match.route.id, match.params, pathname);
        const route = choice ? table.get(choice.name) : undefined;
        const names = route ? readQueryParams(route) : undefined;
        matched.set(pathname, names);
        return names;
      };
      entry = { routes, handler: createStaticHandler(routes), table, manifest: layoutManifest(layout), queryParamsOf };
      built.set(key, { version: layout.version, routes: entry });
    }
    return entry;
  };
}
