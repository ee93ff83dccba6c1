import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { entryCheckProblem } from "../../../schemas/catalogue/entryChecks.js";
import { embeddedUrl, findCatalogueEntry, type CatalogueEntry, type CatalogueParam } from "../catalogue/catalogue.js";
import { compileParamsValidator, type ParamsValidator } from "../validation/compileParamsValidator.js";
import type { ParamLocation } from "../validation/describeParamError.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { platformError } from "../errors/platformError.js";
import { requireEntryHeaders } from "./requireEntryHeaders.js";

export interface CatalogueCall {
  readonly entry: CatalogueEntry;
  /** Path, query and body params, validated and typed by the entry's param rules. */
  readonly params: ParamValues;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type CatalogueHandler = (call: CatalogueCall) => unknown;

export interface CatalogueRouteOptions {
  /** Bytes a request body may have; Fastify's default (1 MiB) otherwise. */
  readonly bodyLimit?: number;
}

function check(validator: ParamsValidator | undefined, raw: unknown): ParamValues {
  if (!validator) return {};
  const result = validator(raw);
  if (!result.ok) throw platformError("PLT_ERR_PARAMS_INVALID", { message: result.message }, { field: result.field });
  return result.values;
}

function validatorFor(params: readonly CatalogueParam[], location: ParamLocation): ParamsValidator | undefined {
  const own = params.filter((param) => param.in === location);
  // A query validator always runs, so a GET without rules still answers a malformed query string the same way.
  return own.length > 0 || location === "query" ? compileParamsValidator(own, location) : undefined;
}

/**
 * Serves a catalogue entry on its embedded URL with validators built from the entry's own param rules: the one
 * registration path of every platform call.
 */
export function registerCatalogueRoute(app: FastifyInstance, entryId: string, handler: CatalogueHandler, options: CatalogueRouteOptions = {}): void {
  const entry = findCatalogueEntry(entryId);
  const path = validatorFor(entry.params, "path");
  const query = validatorFor(entry.params, "query");
  const body = validatorFor(entry.params, "body");

  app.route({
    method: entry.method,
    url: embeddedUrl(entry),
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
    // The entry's required headers, before a body is read or a stored answer replayed (Idempotency-Key): a call
    // any page could make with a link or an <img> (no headers) never reaches the handler.
    ...(entry.requiredHeaders && { onRequest: async (request: FastifyRequest) => requireEntryHeaders(entry, request) }),
    handler: async (request, reply) => {
      const params = { ...check(path, request.params), ...check(query, request.query), ...check(body, request.body) };
      // The entry's rules over several parameters: the same functions the site's forms run.
      const problem = entryCheckProblem(entry, params);
      if (problem) throw platformError("PLT_ERR_PARAMS_UNFIT", { field: problem.field, problem: problem.message }, { field: problem.field });
      return handler({ entry, params, request, reply });
    },
  });
}
