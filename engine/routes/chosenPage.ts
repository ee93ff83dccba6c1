import type { PageChoice, RouteTable } from "../layout/createRouteTable.js";
import type { RouteParams } from "../layout/paramRules.js";

const PAGE_ROUTE_PREFIX = "route:";

/** The id of the react-router route object of a layout route. */
export function pageRouteId(name: string): string {
  return `${PAGE_ROUTE_PREFIX}${name}`;
}

/** True for the route object of a layout route (not the shell or the catch-all). */
export function isPageRouteId(id: string | undefined): boolean {
  return id?.startsWith(PAGE_ROUTE_PREFIX) ?? false;
}

/**
 * The layout route a URL shows, from react-router's match (route object id and params): undefined
 * for the catch-all, or when the param rules of every route of the matched path refuse the URL.
 */
export function chosenPage(table: Pick<RouteTable, "choose">, id: string | undefined, params: RouteParams, pathname: string): PageChoice | undefined {
  return id && isPageRouteId(id) ? table.choose(id.slice(PAGE_ROUTE_PREFIX.length), params, pathname) : undefined;
}
