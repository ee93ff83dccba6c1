import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation, useParams } from "react-router-dom";
import type { Binding } from "../data/types.js";
import { resolveBinding } from "../data/resolveBinding.js";
import { sourceQueryOptions } from "../data/sourceQueryOptions.js";
import type { BlockSlot } from "../layout/BlockContract.js";
import { useEngine } from "./EngineContext.js";
import { toSourceState, type SourceState } from "./SourceState.js";

/** Resolves a block's read slots against the current URL and subscribes to their queries. */
export function useBlockSources(
  slots: Readonly<Record<string, BlockSlot>>,
  data: Readonly<Record<string, Binding>> | undefined,
): Record<string, SourceState> {
  const { api, tenant } = useEngine();
  const routeParams = useParams();
  const { search } = useLocation();
  const readSlots = Object.keys(slots).filter((name) => (slots[name]!.use ?? "read") === "read" && data?.[name]);
  const options = useMemo(() => {
    const scope = { routeParams, search: new URLSearchParams(search) };
    return readSlots.map((name) => sourceQueryOptions(api, resolveBinding(data![name]!, scope), tenant));
    // readSlots is derived from slots and data
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, tenant, routeParams, search, slots, data]);
  const results = useQueries({ queries: options });
  return Object.fromEntries(readSlots.map((name, i) => [name, toSourceState(results[i]!)]));
}
