/**
 * A table's sweep of rows past their use, run on a write at most once per `everyMs` (per process), so the
 * table stays small without a timer. The returned function takes the current time (and whatever else the
 * sweep needs) and sweeps when due.
 */
export function sweepAtMostEvery<A extends unknown[]>(
  everyMs: number,
  sweep: (at: number, ...rest: A) => Promise<unknown>,
): (at: number, ...rest: A) => Promise<void> {
  let sweptAt = 0;
  return async (at, ...rest) => {
    if (at - sweptAt <= everyMs) return;
    sweptAt = at;
    await sweep(at, ...rest);
  };
}
