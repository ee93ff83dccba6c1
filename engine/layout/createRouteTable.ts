import type { RouteSummary } from "./LayoutManifest.js";
import { paramsPass, type RouteParams } from "./paramRules.js";
import { matchRoutePath, pathShapes } from "./routePaths.js";
import type { LayoutRoute } from "./types.js";

/** The layout route a URL shows, with its parameters by the route's own names. */
export interface PageChoice {
  name: string;
  params: RouteParams;
}

/** A layout's routes by name: those in hand at once, the rest fetched together on first need. */
export interface RouteTable {
  summaries: readonly RouteSummary[];
  /** The full route when it is already known. */
  get(name: string): LayoutRoute | undefined;
  load(name: string): Promise<LayoutRoute | undefined>;
  /** Routes that share a path shape with this one (itself included), in document order. */
  groupOf(name: string): readonly RouteSummary[];
  /**
   * The route a URL shows when react-router matched the route `matched` with `params`: the first
   * route of its group whose path matches and whose param rules pass; undefined when none does
   * (the page then answers 404 'This page could not be found').
   */
  choose(matched: string, params: RouteParams, pathname: string): PageChoice | undefined;
}

/**
 * Groups of routes whose paths share a shape (`/News/{slug}` and `/News/{id}/{title?}` both match
 * `/News/abc`): react-router picks one of them by document order alone, the table by their rules.
 */
function shapeGroups(summaries: readonly RouteSummary[]): Map<string, RouteSummary[]> {
  const groupOf = new Map<string, RouteSummary[]>();
  const byShape = new Map<string, RouteSummary[]>();
  for (const summary of summaries) {
    let group = [summary];
    for (const { key } of pathShapes(summary.path)) {
      const other = byShape.get(key);
      if (other && other !== group) {
        // Merge, keeping document order.
        group = summaries.filter((route) => group.includes(route) || other.includes(route));
      }
    }
    for (const member of group) {
      groupOf.set(member.name, group);
      for (const { key } of pathShapes(member.path)) byShape.set(key, group);
    }
  }
  return groupOf;
}

export function createRouteTable(
  summaries: readonly RouteSummary[],
  known: readonly LayoutRoute[],
  fetchAll?: () => Promise<readonly LayoutRoute[]>,
): RouteTable {
  const byName = new Map(known.map((route) => [route.name, route]));
  const groups = shapeGroups(summaries);
  let all: Promise<void> | undefined;
  const fetchRest = () => {
    all ??= (fetchAll ? fetchAll() : Promise.resolve([])).then(
      (routes) => {
        for (const route of routes) byName.set(route.name, route);
      },
      (error: unknown) => {
        // A lost request (flaky network) is tried again by the next navigation.
        all = undefined;
        throw error;
      },
    );
    return all;
  };
  const groupOf = (name: string) => groups.get(name) ?? [];
  return {
    summaries,
    get: (name) => byName.get(name),
    async load(name) {
      if (!byName.has(name)) await fetchRest();
      return byName.get(name);
    },
    groupOf,
    choose(matched, params, pathname) {
      const group = groupOf(matched);
      // Alone in its group, the route is the one react-router matched, with react-router's parameters.
      if (group.length <= 1) return group[0] && paramsPass(group[0].params, params) ? { name: matched, params } : undefined;
      // The candidates are the routes that match the URL with the same shape as the matched one:
      // those react-router ranks alike and picks between by document order.
      const shape = matchRoutePath(group.find((route) => route.name === matched)!.path, pathname)?.key;
      for (const candidate of group) {
        const own = matchRoutePath(candidate.path, pathname);
        if (own && own.key === shape && paramsPass(candidate.params, own.params)) return { name: candidate.name, params: own.params };
      }
      return undefined;
    },
  };
}
