import type { FastifyRequest } from "fastify";

/** A single header value; Node lower-cases header names, and repeated headers keep their first value. */
export function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  const trimmed = first?.trim();
  return trimmed ? trimmed : undefined;
}
