import type { FastifyRequest } from "fastify";

/** A write: anything but a read, and the one GET the spec makes a write (request-demo). */
export function isWrite(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return true;
  return (request.routeOptions.url ?? "").endsWith("/request-demo");
}
