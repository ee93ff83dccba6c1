import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { databaseUnavailable } from "./databaseUnavailable.js";
import { PlatformError } from "./PlatformError.js";
import { PostgrestError } from "./PostgrestError.js";
import { ERRORS, errorMessage } from "../errors/platformError.js";

/**
 * PostgREST's error body, plus the platform envelope's `status` and `data` that the site's own client reads
 * (engine/data/createApiClient.ts takes `message` and `data.field`). postgrest-js keeps the first four.
 */
export interface PostgrestErrorBody {
  readonly code: string;
  readonly message: string;
  readonly details: string | null;
  readonly hint: string | null;
  readonly status: false;
  readonly data: unknown;
}

/**
 * Failures a real deployment's gateway answers before PostgREST sees the call (unknown site, write limit,
 * idempotency key, app token): they have no PostgREST code, like postgrest-js's own network errors.
 */
const GATEWAY_CODE = "";

function body(code: string, message: string, data: unknown, details: string | null = null, hint: string | null = null): PostgrestErrorBody {
  return { code, message, details, hint, status: false, data };
}

/** The catalogue's query check is the one PlatformError a read answers 400 with, bar the site's missing `lmsId`. */
function isQueryCheck(error: PlatformError, request: FastifyRequest): boolean {
  const field = (error.data as { field?: unknown } | null)?.field;
  return error.statusCode === 400 && (request.method === "GET" || request.method === "HEAD") && field !== "lmsId";
}

/**
 * The remote-table routes' error handler: every failure leaves in PostgREST's shape. Our own validation keeps
 * its Indonesian message; PostgREST's codes say what kind of failure it is (PGRST100 a malformed query,
 * PGRST102 an unreadable body, PGRST107 a wrong Content-Type).
 */
export function postgrestErrorHandler(caught: Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const error = databaseUnavailable(caught, reply);
  if (error instanceof PostgrestError) {
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(body(error.code, error.message, error.field === undefined ? null : { field: error.field }, error.details, error.hint));
  }
  if (error instanceof PlatformError) {
    return reply.code(error.statusCode).send(body(isQueryCheck(error, request) ? "PGRST100" : GATEWAY_CODE, error.message, error.data));
  }
  const thrown = (error as Partial<FastifyError>).statusCode;
  const statusCode = typeof thrown === "number" && thrown >= 400 ? thrown : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, "remote-table request failed");
    // PostgreSQL's internal_error: the nearest code for a failure of the service itself.
    return reply.code(statusCode).send(body("XX000", errorMessage("PLT_ERR_INTERNAL"), null));
  }
  // Fastify's own 4xx errors (malformed JSON, unsupported media type, body too large) concern the body.
  const code = statusCode === 415 ? "PGRST107" : "PGRST102";
  return reply.code(statusCode).send(body(code, errorMessage("PLT_ERR_BODY_UNREADABLE", { reason: error.message }), ERRORS.PLT_ERR_BODY_UNREADABLE.data));
}
