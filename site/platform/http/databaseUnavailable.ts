import type { FastifyReply } from "fastify";
import { DatabaseUnavailableError } from "../db/DatabaseUnavailableError.js";
import { platformError } from "../errors/platformError.js";
import type { PlatformError } from "./PlatformError.js";

/** How soon a client may try again: a pool frees a connection at once; a restarting server takes a few seconds. */
const RETRY_AFTER_S = { busy: 1, timeout: 2, down: 2 } as const;

/**
 * A database that cannot answer, as the platform says it: 503 with `Retry-After` (set on `reply`), never
 * the driver's message. Anything else is left as it is.
 */
export function databaseUnavailable<E extends Error>(error: E, reply: FastifyReply): E | PlatformError {
  if (!(error instanceof DatabaseUnavailableError)) return error;
  const seconds = RETRY_AFTER_S[error.reason];
  reply.header("retry-after", String(seconds));
  return platformError("PLT_ERR_DATABASE_UNAVAILABLE", { seconds });
}
