import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../http/envelope.js";
import { ERRORS, errorMessage } from "../errors/platformError.js";

/**
 * Unknown platform URLs answer with the platform's envelope instead of falling through to the site's
 * catch-all page route, which would send HTML to an API client.
 */
export function fallbackRoutes(app: FastifyInstance): void {
  app.all("/_platform/*", notFound);
}

/** The platform's 404: its envelope, naming the method and path asked for. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(ERRORS.PLT_ERR_ENDPOINT_NOT_FOUND.status)
    .send(failure(errorMessage("PLT_ERR_ENDPOINT_NOT_FOUND", { method: request.method, url: request.url.split("?")[0] ?? request.url })));
}
