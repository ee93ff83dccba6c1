import { ACCESS_TOKEN_COOKIE, cookieValue } from "../../engine/session/cookieValue.js";
import { createSwrCache } from "../../engine/tenant/createSwrCache.js";
import type { PageRequest, PageResponse } from "./createPageRenderer.js";

/** Statuses whose pages are the same for every anonymous visitor for a short while. */
const CACHEABLE = new Set([200, 404]);

class Uncacheable {
  constructor(readonly response: PageResponse) {}
}

/** A signed-in visitor's page is theirs alone: never cache it. */
export function isAnonymous(headers: PageRequest["headers"]): boolean {
  const cookie = typeof headers.cookie === "string" ? headers.cookie : undefined;
  return !headers.authorization && !cookieValue(cookie, ACCESS_TOKEN_COOKIE);
}

/**
 * Rendered pages per (protocol, host, path and query), fresh for `freshMs` and served stale while
 * re-rendered for `staleMs`: server rendering costs real CPU, and a home page is asked for often.
 */
export function createPageCache(render: (request: PageRequest) => Promise<PageResponse>, freshMs: number, staleMs = freshMs * 12) {
  const cache = createSwrCache<string, PageResponse>({
    freshMs,
    staleMs,
    maxEntries: 2000,
    load: async (key) => {
      const [protocol, host, url] = JSON.parse(key) as [string, string, string];
      const response = await render({ protocol, host, url, headers: {} });
      // A page that says no-store (a client-only shell after a slow render) is not kept either.
      if (!CACHEABLE.has(response.status) || response.headers["cache-control"] === "no-store") throw new Uncacheable(response);
      return response;
    },
  });

  return {
    async render(request: PageRequest): Promise<PageResponse> {
      if (freshMs <= 0 || !isAnonymous(request.headers)) return render(request);
      try {
        return await cache.get(JSON.stringify([request.protocol, request.host ?? "", request.url]));
      } catch (error) {
        if (error instanceof Uncacheable) return error.response;
        throw error;
      }
    },
    clear: () => cache.clear(),
  };
}
