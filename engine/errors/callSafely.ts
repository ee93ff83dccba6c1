import { defaultCallLogger, type CallLogger } from "./callLogger.js";
import type { CallResult } from "./CallResult.js";
import { toCallResult } from "./toCallResult.js";

export interface CallSafelyOptions {
  readonly log?: CallLogger;
}

/** Runs a call and never throws: the spec's catch-log-and-return-status-false pattern (§8), in one place. */
export async function callSafely<T>(entryId: string, fn: () => Promise<T>, options: CallSafelyOptions = {}): Promise<CallResult<T>> {
  try {
    return toCallResult(entryId, { ok: true, data: await fn() });
  } catch (error) {
    const result = toCallResult<T>(entryId, { ok: false, error });
    (options.log ?? defaultCallLogger)(`[${entryId}] ${result.message}`, error);
    return result;
  }
}
