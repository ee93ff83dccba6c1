import type { QueryObserverResult } from "@tanstack/query-core";
import type { PaginatedList } from "./unwrapEnvelope.js";

/** What a block sees of one of its data sources. */
export interface SourceState<T = unknown> {
  status: "pending" | "error" | "success";
  data: T | undefined;
  /**
   * The failure's message: where it was read, its text (perhaps the upstream's); from the page state, its
   * catalogue code (sendableQueries). Neither is for the page: a block shows our own words (SourceNotice).
   */
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

/** What the server drew for a source it did not have yet (pending at its time box). */
export const DRAWN_PENDING: SourceState = { status: "pending", data: undefined, error: undefined, fetching: true };

/** A query as the server hands it to the browser (TanStack Query's dehydrated query, the part read here). */
export interface ServerQuery {
  queryHash: string;
  state: { status: string; data?: unknown; error?: unknown };
}

/**
 * The state the server drew each of its queries with, by query hash: what a block must draw while the
 * page hydrates, whatever newer answer the browser already has.
 */
export function serverSourceStates(queries: readonly ServerQuery[]): ReadonlyMap<string, SourceState> {
  return new Map(
    queries.map(({ queryHash, state }) => [
      queryHash,
      state.status === "success"
        ? { status: "success", data: state.data, error: undefined, fetching: false }
        : state.status === "error"
          ? { status: "error", data: state.data, error: (state.error as { message?: string } | null)?.message, fetching: false }
          : DRAWN_PENDING,
    ]),
  );
}

/** Narrows a slot filled by a paginated source; the envelope was checked when it was fetched. */
export function paginated<T>(state: SourceState | undefined): SourceState<PaginatedList<T>> {
  return (state ?? { status: "pending", data: undefined, error: undefined, fetching: false }) as SourceState<PaginatedList<T>>;
}

export function generic<T>(state: SourceState | undefined): SourceState<T> {
  return (state ?? { status: "pending", data: undefined, error: undefined, fetching: false }) as SourceState<T>;
}
