import { postgrestError } from "../errors/platformError.js";

export interface PostgrestRange {
  /** 200, or 206 Partial Content when a count says the rows answered are not all of them. */
  readonly status: 200 | 206;
  /** `first-last/total`, `*` for the range when no row is answered and for the total when none was counted. */
  readonly contentRange: string;
}

/**
 * Status and Content-Range of a read, as PostgREST 12 answers them: `0-4/*` without a count, `0-4/17` with
 * one (and 206, since five of seventeen is partial), `*\/0` when nothing matched. An offset past the counted
 * total is 416 (PGRST103).
 */
export function postgrestRange(offset: number, answered: number, total: number | undefined): PostgrestRange {
  const last = offset + answered - 1;
  const range = total !== 0 && offset <= last ? `${offset}-${last}` : "*";
  const contentRange = `${range}/${total ?? "*"}`;
  if (total === undefined) return { status: 200, contentRange };
  if (offset > total) {
    throw postgrestError("PLT_ERR_PG_RANGE", undefined, {
      details: `An offset of ${offset} was requested, but there are only ${total} rows.`,
      field: "offset",
      headers: { "content-range": contentRange },
    });
  }
  return { status: answered < total ? 206 : 200, contentRange };
}
