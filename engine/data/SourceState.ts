import type { QueryObserverResult } from "@tanstack/query-core";
import type { PaginatedList } from "./unwrapEnvelope.js";

/** What a block sees of one of its data sources. */
export interface SourceState<T = unknown> {
  status: "pending" | "error" | "success";
  data: T | undefined;
  error: string | undefined;
  /** True while a newer answer is on its way (e.g. the next page). */
  fetching: boolean;
}

export function toSourceState(result: QueryObserverResult<unknown>): SourceState {
  return {
    status: result.status,
    data: result.data,
    error: result.error ? result.error.message : undefined,
    fetching: result.isFetching,
  };
}

/** Narrows a slot filled by a paginated source; the envelope was checked when it was fetched. */
export function paginated<T>(state: SourceState | undefined): SourceState<PaginatedList<T>> {
  return (state ?? { status: "pending", data: undefined, error: undefined, fetching: false }) as SourceState<PaginatedList<T>>;
}

export function generic<T>(state: SourceState | undefined): SourceState<T> {
  return (state ?? { status: "pending", data: undefined, error: undefined, fetching: false }) as SourceState<T>;
}
