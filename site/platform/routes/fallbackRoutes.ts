import type { FastifyInstance } from "fastify";
import { failure } from "../http/envelope.js";
import { messages } from "../http/messages.js";

/**
 * Unknown platform URLs answer with the platform's envelope instead of falling through to the site's
 * catch-all page route, which would send HTML to an API client.
 */
export function fallbackRoutes(app: FastifyInstance): void {
  app.all("/_platform/*", (request, reply) =>
    reply.code(404).send(failure(messages.notFound(request.method, request.url.split("?")[0] ?? request.url))),
  );
}
