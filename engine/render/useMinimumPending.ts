import { useEffect, useReducer, useRef } from "react";

/** A loading state, once shown, stays at least 200 ms so that it does not flicker. */
export const MINIMUM_PENDING_MS = 200;

/**
 * Per entry, whether to keep showing "pending": true while it is pending, and after it settles
 * until `MINIMUM_PENDING_MS` have passed since it went pending. Entries that were never pending
 * here (hydrated data) are never held back.
 */
export function useMinimumPending(pending: readonly boolean[], minimumMs = MINIMUM_PENDING_MS): boolean[] {
  const since = useRef<(number | undefined)[]>([]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const now = Date.now();
  const held = pending.map((isPending, i) => {
    if (isPending) {
      since.current[i] ??= now;
      return true;
    }
    const started = since.current[i];
    if (started !== undefined && now - started < minimumMs) return true;
    since.current[i] = undefined;
    return false;
  });
  const waitMs = Math.max(0, ...pending.map((isPending, i) => (!isPending && held[i] ? minimumMs - (now - since.current[i]!) : 0)));
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(rerender, waitMs);
    return () => clearTimeout(timer);
  }, [waitMs]);
  return held;
}
