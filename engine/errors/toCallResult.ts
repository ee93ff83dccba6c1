import { callMessagePrefix } from "./callMessagePrefixes.js";
import type { CallResult } from "./CallResult.js";
import { errorMessageOf } from "./errorMessageOf.js";
import { successMessageOf } from "./successMessages.js";
import { summarizeData } from "./summarizeData.js";

/** How a call ended, before it becomes a CallResult. */
export type CallOutcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: unknown };

/**
 * How a caught call ends, as one pure function: a failure becomes `{status: false, message: <the error>}`, a success
 * `{status: true, data}`; career entries prefix either message, entries with a fixed success text carry it.
 */
export function toCallResult<T>(entryId: string, outcome: CallOutcome<T>): CallResult<T> {
  const prefix = callMessagePrefix(entryId);
  if (!outcome.ok) {
    const message = errorMessageOf(outcome.error);
    return { status: false, message: prefix ? `${prefix.failure}${message}` : message, error: outcome.error };
  }
  if (prefix) return { status: true, data: outcome.data, message: `${prefix.success}${summarizeData(outcome.data)}` };
  const fixed = successMessageOf(entryId);
  return fixed === undefined ? { status: true, data: outcome.data } : { status: true, data: outcome.data, message: fixed };
}
