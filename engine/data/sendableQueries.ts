import type { DehydratedState } from "@tanstack/query-core";
import { sentSourceError } from "../errors/sentSourceError.js";

/** The entry id of a source query's key (sourceQueryOptions: ["source", tenant, entryId, values]). */
function sourceOfKey(key: readonly unknown[] | undefined): string | undefined {
  return key?.[0] === "source" && typeof key[2] === "string" ? key[2] : undefined;
}

/**
 * A dehydrated query client as the HTML may carry it to every visitor. TanStack's dehydrate puts each query's
 * state in as it is, and a failed read's `error` (and `fetchFailureReason`, the same object) holds what it was
 * thrown with: often the upstream's error text. Here each is replaced by its catalogue code, source and status
 * (sentSourceError), the one place the page state is made sendable. The browser draws a failed read with our
 * own words (blocks/shared/SourceNotice.tsx), whatever its text, so it hydrates to what the server drew, and
 * tries the read again itself (useBlockSources) when the status allows.
 */
export function sendableQueries(state: DehydratedState): DehydratedState {
  return {
    queries: state.queries.map((query) => {
      const { error, fetchFailureReason } = query.state;
      if (error == null && fetchFailureReason == null) return query;
      const source = sourceOfKey(query.queryKey);
      const sent = (reason: Error | null) => reason && sentSourceError(reason, source);
      return { ...query, state: { ...query.state, error: sent(error), fetchFailureReason: sent(fetchFailureReason) } };
    }),
    mutations: state.mutations.map((mutation) => {
      const { error, failureReason } = mutation.state;
      if (error == null && failureReason == null) return mutation;
      const sent = (reason: Error | null) => reason && sentSourceError(reason, undefined);
      return { ...mutation, state: { ...mutation.state, error: sent(error), failureReason: sent(failureReason) } };
    }),
  };
}
