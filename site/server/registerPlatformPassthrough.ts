import type { FastifyInstance, FastifyRequest } from "fastify";
import type { IncomingHttpHeaders } from "node:http";
import { PLATFORM_PATH } from "../../schemas/catalogue/catalogue.js";
import { errorEnvelope } from "../platform/index.js";
import { SERVER_CALL_HEADER } from "./serverCalls.js";

/** A platform process restarting is back within seconds (listenUntilSignal drains, the next one listens). */
const RETRY_AFTER_S = 5;

/**
 * With the platform in a process of its own (PLATFORM_URL), browsers still call the site's own
 * `/_platform/…`. Varnish in front sends those to the platform itself (site/cluster/site.vcl); a node
 * with nothing in front passes them on here, as they came: the visitor's Host (the platform resolves
 * the site by it) and address (its write limit is per client), the body streamed, never buffered; never
 * a server-call claim (the change stream and the unlimited writes are the nodes' own).
 * The platform must trust this node's address as a proxy (TRUST_PROXY on the platform).
 */
export async function registerPlatformPassthrough(app: FastifyInstance, platformUrl: string): Promise<void> {
  // Loaded only here: a node with the platform inside never pays its start-up (about a tenth of a second).
  const { default: fastifyHttpProxy } = await import("@fastify/http-proxy");
  await app.register(fastifyHttpProxy, {
    upstream: platformUrl,
    prefix: PLATFORM_PATH,
    rewritePrefix: PLATFORM_PATH,
    replyOptions: {
      rewriteRequestHeaders: forwardedHeaders,
      onError: (reply, { error }) => {
        reply.log.warn(`The platform at ${platformUrl} did not answer ${reply.request.method} ${reply.request.url}: ${error.message}`);
        void reply
          .code(503)
          .header("retry-after", String(RETRY_AFTER_S))
          .header("cache-control", "no-store")
          .send(errorEnvelope("PLT_ERR_UNAVAILABLE", { seconds: RETRY_AFTER_S }));
      },
    },
  });
}

/** What forwardedHeaders reads of a request (a Fastify request over HTTP/1 or HTTP/2). */
type ForwardedRequest = Pick<FastifyRequest, "headers" | "protocol"> & { socket: { remoteAddress?: string } };

/** The headers the platform gets: the visitor's own, never a server-call claim, plus who asked through whom. */
export function forwardedHeaders(request: ForwardedRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const forwarded: IncomingHttpHeaders = { ...headers, host: request.headers.host };
  delete forwarded[SERVER_CALL_HEADER];
  const peer = request.socket.remoteAddress;
  const before = request.headers["x-forwarded-for"];
  forwarded["x-forwarded-for"] = [before, peer].filter(Boolean).join(", ");
  forwarded["x-forwarded-proto"] = request.protocol;
  return forwarded;
}
