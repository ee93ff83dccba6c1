import type { Binding } from "../data/types.js";
import type { LayoutRoute } from "../layout/types.js";

const cache = new WeakMap<LayoutRoute, ReadonlySet<string>>();

function queryNames(binding: Binding | undefined): string[] {
  return Object.values(binding?.params ?? {}).flatMap((value) => (typeof value === "object" && value !== null && "query" in value ? [value.query] : []));
}

/** The query-string parameters a route's page depends on: those its bindings (blocks and record) read. */
export function readQueryParams(route: LayoutRoute): ReadonlySet<string> {
  let names = cache.get(route);
  if (!names) {
    const bindings = [route.meta?.data, ...(route.blocks ?? []).flatMap((item) => Object.values(item.data ?? {}))];
    names = new Set(bindings.flatMap(queryNames));
    cache.set(route, names);
  }
  return names;
}

/**
 * The query string of the page a URL shows: only the parameters the route reads, sorted, so that
 * `?utm_source=x` or a random `?x=` is the same page as none, and parameter order does not matter.
 */
export function canonicalSearch(search: URLSearchParams, names: ReadonlySet<string>): string {
  const kept = [...search].filter(([name]) => names.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : "";
}
