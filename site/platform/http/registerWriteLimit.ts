import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { isWrite } from "./isWrite.js";
import { platformError } from "../errors/platformError.js";
import type { WriteLimitStore } from "../queries/writeLimitStore.js";

/** Writes one client address may send to one endpoint per minute (PLATFORM_WRITE_LIMIT). */
export const DEFAULT_WRITES_PER_MINUTE = 60;

/** @fastify/rate-limit's store interface over the platform's shared counts. */
function rateLimitStore(counts: WriteLimitStore): new () => FastifyRateLimitStore {
  return class SharedWriteCounts implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number): void {
      counts.hit(key, timeWindow ?? 60_000).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * A per-client, per-endpoint limit on the platform's writes (@fastify/rate-limit), so one client cannot
 * fill a table or a mailbox. Counted in the database, so it holds across every platform process on it.
 * Generous on purpose: a school's computer lab registers a whole class from one address. Reads are never
 * limited here. Past it: 429 with `Retry-After`. A database that cannot count answers 503, as the write would.
 */
export async function registerWriteLimit(
  app: FastifyInstance,
  counts: WriteLimitStore,
  perMinute: number,
  isServerCall: (request: FastifyRequest) => boolean = () => false,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    max: perMinute,
    timeWindow: 60_000,
    store: rateLimitStore(counts),
    // The site server's own calls (one app token per new visitor, all from this process) are not a client's.
    allowList: (request) => !isWrite(request) || isServerCall(request),
    keyGenerator: (request) => `${request.ip}|${request.method} ${request.routeOptions.url ?? request.url}`,
    errorResponseBuilder: (_request, context) => platformError("PLT_ERR_TOO_MANY_WRITES", { seconds: Math.ceil(context.ttl / 1000) }),
  });
}
