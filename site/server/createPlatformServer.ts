import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "./config.js";
import { createFastify } from "./createFastify.js";
import { refuseMalformedRequests } from "./refuseMalformedRequests.js";
import { reportUntrustedProxy } from "./reportUntrustedProxy.js";
import { registerCompression, registerPlatform } from "./registerPlatform.js";
import { registerSecurityHeaders } from "./securityHeaders.js";

/**
 * The embedded platform as a service of its own (`npm run platform`): the same plugin the single
 * process mounts, with its change stream for the render nodes and `/healthz` for a load balancer.
 */
export async function createPlatformServer(config: ServerConfig): Promise<FastifyInstance> {
  const app = createFastify(config);
  reportUntrustedProxy(app, config, "platform");
  refuseMalformedRequests(app);
  // The account sign-in page is HTML: the same headers as the site's pages.
  await registerSecurityHeaders(app, { browserBaseUrls: Object.values(config.browserBaseUrls), analyticsIds: () => [] });
  await registerCompression(app);
  await registerPlatform(app, config);
  app.get("/healthz", async () => ({ status: "ok", role: "platform" }));
  return app;
}
