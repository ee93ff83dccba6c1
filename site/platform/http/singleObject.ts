import { postgrestError } from "../errors/platformError.js";

/**
 * The one row of an answer that asked for a single object, or PostgREST 12's 406 (PGRST116) when the rows are
 * not exactly one; postgrest-js's `maybeSingle()` of older versions reads that 406 with 0 rows as `null`.
 */
export function singleObject<T>(rows: readonly T[]): T {
  const [only] = rows;
  if (rows.length !== 1 || only === undefined) {
    throw postgrestError("PLT_ERR_PG_NOT_SINGLE", undefined, { details: `The result contains ${rows.length} rows` });
  }
  return only;
}
