import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";

/** Which process this is: a render node, or a platform process of its own (npm run platform). */
export type ProcessRole = "node" | "platform";

/**
 * Without TRUST_PROXY, behind a proxy every visitor has the proxy's address: one write limit and one sign-in
 * back-off for all, and nobody is local (schemas/hosts/isLocalRequest.ts). That is safe but wrong, so it is
 * said at start where the process knows it has something in front (a node that purges a cache; a platform
 * process, which browsers reach through Varnish or a node), and once, at the first request that shows it.
 */
export function reportUntrustedProxy(app: FastifyInstance, config: Pick<ServerConfig, "trustProxy" | "purgeUrls">, role: ProcessRole): void {
  if (config.trustProxy !== false) return;
  if (role === "node" && config.purgeUrls.length > 0)
    app.log.warn(
      `TRUST_PROXY is not set, yet PURGE_URLS names a cache in front of this node (${config.purgeUrls.join(", ")}): every visitor will have the cache's address. Set TRUST_PROXY to the address of every Varnish in front`,
    );
  if (role === "platform")
    app.log.warn(
      "TRUST_PROXY is not set on this platform process: browsers reach it through Varnish or a render node, so every visitor will have their address. Set TRUST_PROXY to the addresses of Varnish and the nodes",
    );
  let told = false;
  app.addHook("onRequest", async (request) => {
    if (told || request.headers["x-forwarded-for"] === undefined) return;
    told = true;
    request.log.warn(
      `A request came through a proxy at ${request.socket.remoteAddress ?? "an unknown address"} (it sent X-Forwarded-For) but TRUST_PROXY is not set: its visitors count as one client and none as local. Set TRUST_PROXY to the proxies' addresses`,
    );
  });
}
