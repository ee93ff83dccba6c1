/** What the page renderer is asked for, and what it answers. */
export interface PageRequest {
  host: string | undefined;
  /** Path and query string. */
  url: string;
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
  signal?: AbortSignal;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The surrogate keys of a page shared caches may hold (pageKeys.ts): what a purge names to reach it. */
  keys?: readonly string[];
}
