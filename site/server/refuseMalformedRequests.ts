import type { FastifyInstance } from "fastify";
import { isWellFormedHost } from "../../schemas/hosts/isWellFormedHost.js";

/** A Host no browser would send, or an absolute-form request target, is refused before any route could resolve a tenant from it or write it into a link. */
export function refuseMalformedRequests(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    if (isWellFormedHost(request.headers.host) && request.url.startsWith("/")) return;
    return reply
      .code(400)
      .type("text/plain; charset=utf-8")
      .header("cache-control", "no-store")
      .send("Bad Request: the Host header or the request target is malformed");
  });
}
