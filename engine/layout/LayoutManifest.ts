import type { BlockPlan } from "./BlockContract.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import type { LayoutRoute } from "./types.js";

/** A route as a page first knows it: enough to match URLs. Its blocks load with the route table. */
export interface RouteSummary {
  name: string;
  path: string;
  /** The path parameters' rules: the router picks routes by them before any route's blocks load. */
  params?: LayoutRoute["params"];
}

/** The summary of a route: what matching a URL needs. */
export function routeSummary(route: LayoutRoute): RouteSummary {
  return { name: route.name, path: route.path, ...(route.params && { params: route.params }) };
}

/**
 * What a page carries of its layout: the shell, the titles and a compact route manifest. Only the
 * page's own route travels in full; the others load on navigation from `routesUrl`, an immutable
 * URL per layout version.
 */
export interface LayoutManifest {
  id: string;
  version: string;
  language: ResolvedLayout["language"];
  titles: ResolvedLayout["titles"];
  shell: ResolvedLayout["shell"];
  routes: readonly RouteSummary[];
  routesUrl: string;
}

/** The URL path of a layout version's full route table. */
export function routeTablePath(layout: Pick<ResolvedLayout, "id" | "version">): string {
  return `/_layout/${encodeURIComponent(layout.id)}.${encodeURIComponent(layout.version)}.json`;
}

export function layoutManifest(layout: ResolvedLayout): LayoutManifest {
  return {
    id: layout.id,
    version: layout.version,
    language: layout.language,
    titles: layout.titles,
    shell: layout.shell,
    routes: layout.routes.map(routeSummary),
    routesUrl: routeTablePath(layout),
  };
}

/** The body served at `routesUrl`. */
export interface RouteTableDocument {
  routes: readonly LayoutRoute[];
  /** Per block type, the stylesheet a page adds when client navigation first shows the block. */
  blockStylesheets: Readonly<Record<string, string>>;
  /** Per block type, what the browser plans a page by (slots, heading): contracts stay on the server. */
  blockPlans: Readonly<Record<string, BlockPlan>>;
}
