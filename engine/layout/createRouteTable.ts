import type { RouteSummary } from "./LayoutManifest.js";
import type { LayoutRoute } from "./types.js";

/** A layout's routes by name: those in hand at once, the rest fetched together on first need. */
export interface RouteTable {
  summaries: readonly RouteSummary[];
  /** The full route when it is already known. */
  get(name: string): LayoutRoute | undefined;
  load(name: string): Promise<LayoutRoute | undefined>;
}

export function createRouteTable(summaries: readonly RouteSummary[], known: readonly LayoutRoute[], fetchAll?: () => Promise<readonly LayoutRoute[]>): RouteTable {
  const byName = new Map(known.map((route) => [route.name, route]));
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
  return {
    summaries,
    get: (name) => byName.get(name),
    async load(name) {
      if (!byName.has(name)) await fetchRest();
      return byName.get(name);
    },
  };
}
