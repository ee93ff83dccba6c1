import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { embeddedUrl, findCatalogueEntry, type CatalogueEntry } from "../catalogue/catalogue.js";
import { compileParamsValidator, type ParamsValidator } from "../validation/compileParamsValidator.js";
import type { ParamValues } from "../validation/ParamValues.js";
import { PlatformError } from "./PlatformError.js";

export interface CatalogueCall {
  readonly entry: CatalogueEntry;
  /** Query and body params, validated and typed by the entry's param rules. */
  readonly params: ParamValues;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type CatalogueHandler = (call: CatalogueCall) => unknown;

function check(validator: ParamsValidator | undefined, raw: unknown): ParamValues {
  if (!validator) return {};
  const result = validator(raw);
  if (!result.ok) throw new PlatformError(400, result.message, { field: result.field });
  return result.values;
}

/** Serves a catalogue entry on its embedded URL with validators built from the entry's own param rules. */
export function registerCatalogueRoute(app: FastifyInstance, entryId: string, handler: CatalogueHandler): void {
  const entry = findCatalogueEntry(entryId);
  const queryParams = entry.params.filter((param) => param.in === "query");
  const bodyParams = entry.params.filter((param) => param.in === "body");
  const query = compileParamsValidator(queryParams, "query");
  const body = bodyParams.length > 0 ? compileParamsValidator(bodyParams, "body") : undefined;

  app.route({
    method: entry.method,
    url: embeddedUrl(entry),
    handler: async (request, reply) => {
      const params = { ...check(query, request.query), ...check(body, request.body) };
      return handler({ entry, params, request, reply });
    },
  });
}
