import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isWrite } from "./isWrite.js";
import { platformError } from "../errors/platformError.js";

/** Writes one client address may send to one endpoint per minute (PLATFORM_WRITE_LIMIT). */
export const DEFAULT_WRITES_PER_MINUTE = 60;

/**
 * A per-client, per-endpoint limit on the platform's writes (@fastify/rate-limit, in memory), so one
 * client cannot fill a table or a mailbox. Generous on purpose: a school's computer lab registers
 * a whole class from one address. Reads are never limited here. Past it: 429 with `Retry-After`.
 */
export async function registerWriteLimit(
  app: FastifyInstance,
  perMinute: number,
  isServerCall: (request: FastifyRequest) => boolean = () => false,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    // Keys of clients that stopped writing are forgotten first; a flood of addresses cannot grow memory.
    cache: 10_000,
    // The site server's own calls (one app token per new visitor, all from this process) are not a client's.
    allowList: (request) => !isWrite(request) || isServerCall(request),
    keyGenerator: (request) => `${request.ip}|${request.method} ${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: (_request, context) => platformError("PLT_ERR_TOO_MANY_WRITES", { seconds: Math.ceil(context.ttl / 1000) }),
  });
}
