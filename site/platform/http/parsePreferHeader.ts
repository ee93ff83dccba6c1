import type { FastifyRequest } from "fastify";

export type CountPreference = "exact" | "planned" | "estimated";

export interface PostgrestPreferences {
  /** `return=representation`: answer the written rows; otherwise an empty 201, as with `return=minimal`. */
  readonly representation: boolean;
  /** `count=…`: the total goes into Content-Range. Every kind is counted exactly here: the tables are small. */
  readonly count: CountPreference | undefined;
}

/**
 * Reads the `Prefer` header (RFC 7240) of a PostgREST call. postgrest-js appends one preference at a time,
 * so they arrive as `count=exact,return=representation`; repeated headers count the same.
 */
export function parsePreferHeader(request: FastifyRequest): PostgrestPreferences {
  const raw = request.headers.prefer;
  const tokens = (Array.isArray(raw) ? raw.join(",") : (raw ?? "")).split(/[,;]/).map((token) => token.trim().toLowerCase());
  const count = tokens.find((token) => /^count=(exact|planned|estimated)$/.test(token))?.slice("count=".length) as CountPreference | undefined;
  return { representation: tokens.includes("return=representation"), count };
}
