import type { Query, QueryCache } from "@tanstack/react-query";

/** Tells which queries a render reads from a cache. */
export interface QueryReads {
  /** Runs `render` and returns what it returned with the queries it read (found or made in the cache). */
  during<T>(render: () => T): { result: T; queries: Query[] };
}

/**
 * Watches one request's query cache. Every read of a query (a block's sources, a block's own
 * `useQuery`) goes through the cache's `build`, which finds or makes the query; the cache has no
 * event for finding one, so `build` is wrapped on this instance, which lives for one request.
 */
export function watchQueryReads(cache: QueryCache): QueryReads {
  let watching: Set<Query> | undefined;
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    watching?.add(query as Query);
    return query;
  }) as typeof cache.build;
  return {
    during(render) {
      const read = new Set<Query>();
      watching = read;
      try {
        return { result: render(), queries: [...read] };
      } finally {
        watching = undefined;
      }
    },
  };
}
