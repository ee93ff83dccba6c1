import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { failure } from "./envelope.js";
import { databaseUnavailable } from "./databaseUnavailable.js";
import { PlatformError } from "./PlatformError.js";
import { ERRORS, errorMessage } from "../errors/platformError.js";

/** Every platform failure leaves as a generic envelope with status false, whatever threw it. */
export function platformErrorHandler(thrown: FastifyError | PlatformError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = databaseUnavailable(thrown, reply);
  if (error instanceof PlatformError) return reply.code(error.statusCode).send(failure(error.message, error.data));
  const statusCode = typeof error.statusCode === "number" && error.statusCode >= 400 ? error.statusCode : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, "platform request failed");
    return reply.code(statusCode).send(failure(errorMessage("PLT_ERR_INTERNAL")));
  }
  // Fastify's own 4xx errors (malformed JSON, unsupported media type, body too large) concern the body.
  return reply.code(statusCode).send(failure(errorMessage("PLT_ERR_BODY_UNREADABLE", { reason: error.message }), ERRORS.PLT_ERR_BODY_UNREADABLE.data));
}
