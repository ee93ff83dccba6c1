import { ACCESS_TOKEN_COOKIE, cookieValue, createSwrCache } from "../../engine/index.js";
import { compressedBody, type CompressedBody } from "./compressedBody.js";
import { Overloaded } from "./createAdmission.js";
import type { PageRequest, PageResponse } from "./page/PageRequest.js";

/** Statuses whose pages are the same for every anonymous visitor for a short while. */
const CACHEABLE = new Set([200, 404]);

/** A page ready to send: its compressed forms are made once and kept with it. */
export interface ServedPage {
  status: number;
  headers: Record<string, string>;
  body: CompressedBody;
  /** True when the page may be held by shared caches (anonymous, 200 or 404, not marked no-store). */
  shareable: boolean;
  /** Its surrogate keys: what a purge names to reach it, here and in the shared cache. */
  keys: readonly string[];
}

class Uncacheable {
  constructor(readonly page: ServedPage) {}
}

/**
 * A page and how the cache answered: `hit` (fresh copy), `stale` (copy served while it renders
 * again), `miss` (rendered for this request and kept), `bypass` (not cacheable: signed in, cache off).
 */
export interface PageAnswer {
  page: ServedPage;
  cache: "hit" | "stale" | "miss" | "bypass";
}

/** A signed-in visitor's page is theirs alone: never cache it. */
export function isAnonymous(headers: PageRequest["headers"]): boolean {
  const cookie = typeof headers.cookie === "string" ? headers.cookie : undefined;
  return !headers.authorization && !cookieValue(cookie, ACCESS_TOKEN_COOKIE);
}

function served(response: PageResponse, anonymous: boolean): ServedPage {
  const shareable = anonymous && CACHEABLE.has(response.status) && response.headers["cache-control"] !== "no-store";
  return { status: response.status, headers: response.headers, body: compressedBody(response.body), shareable, keys: response.keys ?? [] };
}

export interface PageCacheOptions {
  render: (request: PageRequest) => Promise<PageResponse>;
  /** The URL whose page answers this request: path plus only the query parameters the route reads. */
  canonicalUrl: (request: PageRequest) => Promise<string>;
  freshMs: number;
  staleMs?: number;
  /** Memory the cached pages may take, all encodings counted. */
  maxBytes: number;
}

/**
 * Rendered pages per (protocol, host, canonical URL), fresh for `freshMs` and served stale while
 * re-rendered for `staleMs`. Query parameters no route reads (`?utm_source=…`, `?x=<random>`) do
 * not make a new page, and the cache is bounded by bytes, so no visitor can switch it off or fill
 * the memory.
 */
export function createPageCache(options: PageCacheOptions) {
  const { freshMs } = options;
  // Renders under way: a change waits for those that began before it (see `settled`).
  const running = new Set<Promise<PageResponse>>();
  const render = (request: PageRequest): Promise<PageResponse> => {
    const rendering = options.render(request);
    running.add(rendering);
    const done = () => running.delete(rendering);
    rendering.then(done, done);
    return rendering;
  };
  const cache = createSwrCache<string, ServedPage>({
    freshMs,
    staleMs: options.staleMs ?? freshMs * 12,
    maxEntries: Number.MAX_SAFE_INTEGER,
    maxBytes: options.maxBytes,
    // Identity, brotli and gzip are made up front, so the size counted is the size held.
    sizeOf: (page) => (page.body.bytes("br"), page.body.bytes("gzip"), page.body.size()),
    load: async (key) => {
      const [protocol, host, url] = JSON.parse(key) as [string, string, string];
      const page = served(await render({ protocol, host, url, headers: {} }), true);
      if (!page.shareable) throw new Uncacheable(page);
      return page;
    },
  });

  return {
    async render(request: PageRequest): Promise<PageAnswer> {
      const anonymous = isAnonymous(request.headers);
      const url = await options.canonicalUrl(request);
      if (freshMs <= 0 || !anonymous) return { page: served(await render({ ...request, url }), anonymous), cache: "bypass" };
      const key = JSON.stringify([request.protocol, request.host ?? "", url]);
      const found = cache.state(key);
      try {
        return { page: await cache.get(key), cache: found === "fresh" ? "hit" : found === "stale" ? "stale" : "miss" };
      } catch (error) {
        if (error instanceof Uncacheable) return { page: error.page, cache: "bypass" };
        // No render slot free: the page as last rendered, however old, beats a 503.
        const kept = error instanceof Overloaded ? cache.peek(key) : undefined;
        if (kept) return { page: kept, cache: "stale" };
        throw error;
      }
    },
    /** The page as the request names it, rendered now and not kept. */
    renderUncached: async (request: PageRequest): Promise<PageAnswer> => ({
      page: served(await render(request), isAnonymous(request.headers)),
      cache: "bypass",
    }),
    /** Drops the pages that name any of these surrogate keys (and keeps no render under way). */
    drop(keys: readonly string[]): number {
      const wanted = new Set(keys);
      return cache.deleteWhere((page) => page.keys.some((key) => wanted.has(key)));
    },
    clear: () => cache.clear(),
    /**
     * Resolves once every render under way now has ended: a page that began before a change may show
     * what changed, and a shared cache that asked for it stores it when it arrives, after any purge sent
     * meanwhile. The node purges again once these are done.
     */
    settled: async (): Promise<void> => {
      await Promise.allSettled([...running]);
    },
    /** Drops the pages past their stale time: after a flood of hosts or URLs, the memory goes back. */
    sweep: () => cache.sweep(),
    bytes: () => cache.bytes(),
  };
}
