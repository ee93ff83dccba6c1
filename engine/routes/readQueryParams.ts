import type { Binding } from "../data/types.js";
import type { BlockItem, LayoutRoute } from "../layout/types.js";

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
 * Whether another query string of this page changes only the blocks at these positions of `blocks`
 * (the route's visible blocks): no other block, and not the page's head record, reads the query.
 */
export function queryChangesOnly(route: LayoutRoute, blocks: readonly BlockItem[], positions: ReadonlySet<number>): boolean {
  const readsQuery = (bindings: (Binding | undefined)[]) => bindings.some((binding) => queryNames(binding).length > 0);
  return !readsQuery([route.meta?.data]) && blocks.every((item, index) => positions.has(index) || !readsQuery(Object.values(item.data ?? {})));
}

/**
 * The query string of the page a URL shows: only the parameters the route reads, sorted, so that
 * `?utm_source=x` or a random `?x=` is the same page as none, and parameter order does not matter.
 */
export function canonicalSearch(search: URLSearchParams, names: ReadonlySet<string>): string {
  const kept = [...search].filter(([name]) => names.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept).toString()}` : "";
}
