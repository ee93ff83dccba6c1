import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "../http/envelope.js";
import { messages } from "../http/messages.js";

/**
 * Unknown platform URLs answer with the platform's envelope instead of falling through to the site's
 * catch-all page route, which would send HTML to an API client.
 */
export function fallbackRoutes(app: FastifyInstance): void {
  app.all("/_platform/*", notFound);
}

/** The platform's 404: its envelope, naming the method and path asked for. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send(failure(messages.notFound(request.method, request.url.split("?")[0] ?? request.url)));
}
