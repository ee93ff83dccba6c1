import type { PlatformDb } from "../db/PlatformDb.js";
import { sweepAtMostEvery } from "./sweepAtMostEvery.js";

/** A client's count of writes to one endpoint in its current window, and when that window ends. */
export interface WriteCount {
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again. */
  readonly resetInMs: number;
}

/**
 * Counts writes per key (a client and an endpoint) in fixed windows, in the database, so that every
 * platform process counts into the same window: a flood spread over four processes is one flood.
 */
export interface WriteLimitStore {
  /** Counts one more write under `key` and answers the window's count, this write included. */
  hit(key: string, windowMs: number): Promise<WriteCount>;
}

/** Ended windows are swept at most this often, on a hit, so the table stays small without a timer. */
const SWEEP_EVERY_MS = 60 * 1000;

export function createWriteLimitStore(db: PlatformDb, now: () => number = Date.now): WriteLimitStore {
  // One statement, so two processes counting the same key at once never both start a window or lose a count:
  // a key with no row or an ended window starts one at 1; a live window counts on. The SET's right-hand sides
  // read the row as it was, on both engines.
  const count = db.prepare<[{ key: string; now: number; window: number }], { count: number; window_start: number }>(
    `INSERT INTO write_limits (key, window_start, count) VALUES (@key, @now, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN write_limits.window_start + @window <= @now THEN 1 ELSE write_limits.count + 1 END,
       window_start = CASE WHEN write_limits.window_start + @window <= @now THEN @now ELSE write_limits.window_start END
     RETURNING count, window_start`,
  );
  const deleteEnded = db.prepare<[number]>("DELETE FROM write_limits WHERE window_start < ?");
  const sweep = sweepAtMostEvery(SWEEP_EVERY_MS, (at, windowMs: number) => deleteEnded.run(at - Math.max(windowMs, SWEEP_EVERY_MS)));
  return {
    async hit(key, windowMs) {
      const at = now();
      await sweep(at, windowMs);
      const row = (await count.get({ key, now: at, window: windowMs }))!;
      return { count: row.count, resetInMs: Math.max(0, Number(row.window_start) + windowMs - at) };
    },
  };
}
