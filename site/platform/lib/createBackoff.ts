/**
 * The waits of a connection that keeps coming back (a node's change stream, a LISTEN connection): one after
 * another as attempts fail, then the last one over and over, until a success starts the list again.
 */
export interface Backoff {
  /** The wait before the next attempt; counts a failure. */
  next(): number;
  /** Failures since the last success. */
  readonly failures: number;
  /** An attempt succeeded: the next failure waits the first step again. */
  reset(): void;
}

export function createBackoff(steps: readonly number[]): Backoff {
  if (steps.length === 0) throw new Error("createBackoff: name at least one wait");
  let failures = 0;
  return {
    next: () => steps[Math.min(failures++, steps.length - 1)]!,
    get failures() {
      return failures;
    },
    reset: () => void (failures = 0),
  };
}
