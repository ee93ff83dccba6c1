import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ServerConfig } from "./config.js";
import { Overloaded } from "./createAdmission.js";
import type { createPageCache } from "./createPageCache.js";
import { CLIENT_ONLY_QUERY } from "./createPageRenderer.js";
import type { PageRequest, PageResponse } from "./page/PageRequest.js";
import { errorPageFailure } from "./errorPageFailure.js";
import { OVERLOAD_RETRY_AFTER_S, overloadedPage } from "./overloadedPage.js";
import { sendBody } from "./sendBody.js";

/**
 * The request header a shared cache in front sends to say it reads surrogate keys (the Edge
 * Architecture's `Surrogate-Capability`, as site.vcl sets it): only then does a page name its keys,
 * so a visitor reaching a node directly never sees them.
 */
export const SURROGATE_CAPABILITY = "surrogate-capability";
/** Varnish's xkey module reads the keys from this response header (the shipped VCL strips it on delivery). */
export const SURROGATE_KEY_HEADER = "xkey";

function wantsSurrogateKeys(capability: string | string[] | undefined): boolean {
  return typeof capability === "string" && /(^|[\s,;="])xkey([\s,;"]|$)/i.test(capability);
}

/** Every other path is a page: from the page cache, or the block gallery's (never cached) on the hosts that see it. */
export function pageRoute(
  app: FastifyInstance,
  config: Pick<ServerConfig, "sharedCacheMs" | "sharedStaleMs">,
  pages: ReturnType<typeof createPageCache>,
  gallery: { serves(request: FastifyRequest): boolean; render(request: PageRequest): Promise<PageResponse> },
): void {
  const sharedMaxAge = Math.max(1, Math.round(config.sharedCacheMs / 1000));
  const sharedStale = Math.max(0, Math.round(config.sharedStaleMs / 1000));
  app.get("/*", { compress: false }, async (request, reply) => {
    try {
      const pageRequest = { host: request.headers.host, url: request.url, protocol: request.protocol, headers: request.headers };
      if (gallery.serves(request)) {
        const page = await gallery.render(pageRequest);
        return reply
          .status(page.status)
          .headers({ ...page.headers, "cache-control": "no-store" })
          .send(page.body);
      }
      // `?ssr=0` (the client-only shell) is a switch for tests and comparisons: never cached.
      const { page, cache } =
        new URL(request.url, "http://x").searchParams.get(CLIENT_ONLY_QUERY) === "0"
          ? await pages.renderUncached(pageRequest)
          : await pages.render(pageRequest);
      // How the page cache answered, for operators and shared caches in front (as CDNs name it).
      const headers: Record<string, string> = { ...page.headers, "x-cache": cache.toUpperCase() };
      if (page.shareable) {
        headers["cache-control"] = `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${sharedStale}`;
        if (wantsSurrogateKeys(request.headers[SURROGATE_CAPABILITY])) headers[SURROGATE_KEY_HEADER] = page.keys.join(" ");
      } else if (headers["cache-control"] !== "no-store") headers["cache-control"] = "private, no-cache";
      // An anonymous page is the same whatever cookies come with it (app token, analytics): no Vary on
      // Cookie, or a shared cache would keep one copy per visitor. A signed-in page is private, and a
      // shared cache must pass requests with the session cookies (site/cluster/site.vcl, docs/many-machines.md).
      return sendBody(request, reply, page.body, headers, page.status);
    } catch (error) {
      if (error instanceof Overloaded) {
        return reply
          .status(503)
          .type("text/html; charset=utf-8")
          .header("retry-after", String(OVERLOAD_RETRY_AFTER_S))
          .header("cache-control", "no-store")
          .send(overloadedPage());
      }
      request.log.error({ err: error }, "page failed");
      return reply
        .status(500)
        .type("text/html; charset=utf-8")
        .send(errorPageFailure(error instanceof Error ? error.message : String(error)));
    }
  });
}
