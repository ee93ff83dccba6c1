import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./createApiClient.js";
import type { ResolvedBinding } from "./resolveBinding.js";

/** Long enough that a hydrated query is not fetched again right after the page loads. */
export const SOURCE_STALE_TIME_MS = 60_000;

/**
 * One data source as react-query options: the same value is prefetched on the server and used by
 * the block on the client. `tenant` keeps two tenants' answers apart in a shared client cache.
 */
export function sourceQueryOptions(api: ApiClient, resolved: ResolvedBinding, tenant: string) {
  return queryOptions({
    queryKey: ["source", tenant, resolved.entry.id, resolved.values] as const,
    queryFn: ({ signal }) => api.call(resolved.entry, resolved.values, { signal }),
    staleTime: SOURCE_STALE_TIME_MS,
    // A binding whose required route param is absent (optional segment) waits instead of failing.
    enabled: resolved.missing.length === 0,
  });
}
