import type { FastifyRequest } from "fastify";

/** The media type of PostgREST's single-object answers; postgrest-js's `single()` asks for it. */
export const SINGLE_OBJECT_TYPE = "application/vnd.pgrst.object+json";

/**
 * Whether the call asked for one object instead of an array (`Accept: application/vnd.pgrst.object+json`,
 * with or without parameters such as `;nulls=stripped`).
 */
export function wantsSingleObject(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? "";
  return accept.split(",").some((range) => range.split(";")[0]!.trim().toLowerCase() === SINGLE_OBJECT_TYPE);
}
