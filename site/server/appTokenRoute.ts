import type { FastifyInstance } from "fastify";
import { APP_TOKEN_ENDPOINT, SourceError, type SettingsStore } from "../../engine/index.js";
import { appTokenSetCookies } from "../../engine/node.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import type { AppTokenIssuer } from "./createAppTokenIssuer.js";

/** What GET /_app/token answers: the same generic envelope as the platform. */
export interface AppTokenResponse {
  status: boolean;
  message: string;
  data: { appToken: string; code: string; expiresAt: string } | null;
}

/**
 * GET /_app/token on a tenant host: a new app token for this browser, set as the `_gt`/`_ct` cookies
 * (23 h) and returned. The browser cannot mint one itself: the key stays on the server.
 */
export function appTokenRoute(app: FastifyInstance, options: { issuer: AppTokenIssuer; settings: Pick<SettingsStore, "resolve"> }): void {
  app.get(APP_TOKEN_ENDPOINT, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const host = normalizeHost(request.headers.host);
    try {
      // The authorizer sees the tenant's own host as Origin (an unknown local host is served as demo).
      const tenant = await options.settings.resolve(host);
      const issued = await options.issuer.issue(host, tenant.host);
      reply.header("set-cookie", appTokenSetCookies(issued.appToken, issued.code, request.protocol === "https"));
      const body: AppTokenResponse = {
        status: true,
        message: "Token aplikasi dibuat",
        data: { appToken: issued.appToken, code: issued.code, expiresAt: new Date(issued.expiresAt).toISOString() },
      };
      return body;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      request.log.warn({ err: error }, `app token for ${host} not issued`);
      // A refusal by the authorizer is a bad gateway; a missing key or client is this server's configuration.
      const status = error instanceof SourceError ? 502 : 503;
      const body: AppTokenResponse = { status: false, message: `Token aplikasi tidak dapat dibuat: ${message}`, data: null };
      return reply.code(status).send(body);
    }
  });
}
