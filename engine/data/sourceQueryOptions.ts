import type { QueryFunctionContext } from "@tanstack/query-core";
import { callSafely } from "../errors/callResult.js";
import { SourceError } from "../errors/SourceError.js";
import type { ApiClient } from "./createApiClient.js";
import type { ResolvedBinding } from "./resolveBinding.js";

/** Long enough that a hydrated query is not fetched again right after the page loads. */
export const SOURCE_STALE_TIME_MS = 60_000;

/** The start of the query keys of one source's calls: invalidating it refetches them all. */
export function sourceQueryPrefix(tenant: string, entryId: string) {
  return ["source", tenant, entryId] as const;
}

/**
 * One data source as query options (query-core's, so the core stays free of React): the same value is prefetched on the server and used by
 * the block on the client. `tenant` keeps two tenants' answers apart in a shared client cache.
 */
export function sourceQueryOptions(api: ApiClient, resolved: ResolvedBinding, tenant: string) {
  return {
    queryKey: [...sourceQueryPrefix(tenant, resolved.entry.id), resolved.values] as const,
    // A failed call is caught, logged and carries its catalogue message (career prefixes
    // included); a SourceError keeps its status, so a missing record still answers 404.
    queryFn: async ({ signal }: QueryFunctionContext): Promise<unknown> => {
      const result = await callSafely(resolved.entry.id, () => api.call(resolved.entry, resolved.values, { signal }), { log: api.log });
      if (result.status) return result.data;
      const { error } = result;
      throw error instanceof SourceError ? new SourceError(error.source, result.message, error.status, error.field, error.code) : error;
    },
    staleTime: SOURCE_STALE_TIME_MS,
    // A binding whose required route param is absent (optional segment) waits instead of failing.
    enabled: resolved.missing.length === 0,
  };
}
