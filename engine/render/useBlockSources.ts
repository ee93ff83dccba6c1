import { hashKey, useQueries } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import type { Binding } from "../data/types.js";
import { resolveBinding } from "../data/resolveBinding.js";
import { sourceQueryOptions } from "../data/sourceQueryOptions.js";
import type { SourceError } from "../errors/SourceError.js";
import type { BlockSlot } from "../layout/BlockContract.js";
import { useEngine } from "./EngineContext.js";
import { DRAWN_PENDING, toSourceState, type SourceState } from "../data/SourceState.js";
import { useMinimumPending } from "./useMinimumPending.js";
import { useHydrating } from "./useHydrating.js";
import { useRouteParams } from "./useRouteParams.js";
import { useSiteLocation } from "./navigation/siteNavigation.js";

/** Resolves a block's read slots against the current URL and subscribes to their queries. */
export function useBlockSources(slots: Readonly<Record<string, BlockSlot>>, data: Readonly<Record<string, Binding>> | undefined): Record<string, SourceState> {
  const { api, tenant, serverSources } = useEngine();
  const hydrating = useHydrating();
  const routeParams = useRouteParams();
  const { search } = useSiteLocation();
  const readSlots = Object.keys(slots).filter((name) => (slots[name]!.use ?? "read") === "read" && data?.[name]);
  const options = useMemo(() => {
    const scope = { routeParams, search: new URLSearchParams(search) };
    // A source that failed on the server is shown failed on the first client render too (the
    // markup must match); the effect below then tries it once more.
    return readSlots.map((name) => ({ ...sourceQueryOptions(api, resolveBinding(data![name]!, scope), tenant), retryOnMount: false }));
    // readSlots is derived from slots and data
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, tenant, routeParams, search, slots, data]);
  const results = useQueries({ queries: options });
  useEffect(() => {
    for (const result of results) {
      // A hydrated error is a plain object carrying SourceError's fields, hence no instanceof.
      const status = (result.error as Partial<SourceError> | null)?.status;
      // A missing record stays missing; timeouts and server errors are worth another try.
      if (result.isError && !result.isFetching && !(status !== undefined && status >= 400 && status < 500)) void result.refetch();
    }
    // only after the first render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const held = useMinimumPending(results.map((result) => result.isPending && result.fetchStatus === "fetching"));
  // Until hydration is done a block draws each source as the server's HTML drew it: the browser may
  // already hold a newer answer (the idle prefetch of the page's links refetches what a cached page
  // carried as stale), or one the server did not have, and React would find other text than the
  // HTML's (#418) and draw the block again.
  const drawn = (i: number) => (hydrating && serverSources ? (serverSources.get(hashKey(options[i]!.queryKey)) ?? DRAWN_PENDING) : undefined);
  return Object.fromEntries(
    readSlots.map((name, i) => {
      const server = drawn(i);
      if (server) return [name, server];
      const state = toSourceState(results[i]!);
      return [name, held[i] && state.status !== "pending" ? { ...state, status: "pending" as const, data: undefined } : state];
    }),
  );
}
