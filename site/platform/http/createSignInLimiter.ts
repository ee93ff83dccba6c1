import type { PlatformDb } from "../db/PlatformDb.js";
import { sweepAtMostEvery } from "../queries/sweepAtMostEvery.js";

/** Failures a key may have before it must wait; then each further one doubles the wait. */
export interface SignInLimits {
  readonly freeFailures: number;
  readonly maxWaitMs: number;
}

export interface SignInLimiter {
  /** Milliseconds `key` must still wait before it may try; 0 when it may try now. */
  waitMs(key: string): Promise<number>;
  failed(key: string): Promise<void>;
  succeeded(key: string): Promise<void>;
}

/** A key with no failure for this long starts over; swept at most once a minute, on a failure. */
const QUIET_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Sign-in back-off by key (an account, a client address): after `freeFailures` wrong passwords each
 * further one locks the key for 1 s, 2 s, 4 s, … up to `maxWaitMs`. Counted in `sign_in_failures`, so
 * a guesser spreading tries over several platform processes gets the back-off of one. `scope` keeps
 * the kinds of key apart in the one table.
 */
export function createSignInLimiter(db: PlatformDb, scope: string, limits: SignInLimits, now: () => number = Date.now): SignInLimiter {
  const waitUntil = db.prepare<[string], { wait_until: number }>("SELECT wait_until FROM sign_in_failures WHERE key = ?");
  // One statement counts the failure, so two processes failing the same key at once both count.
  const count = db.prepare<[string, number], { failures: number }>(
    `INSERT INTO sign_in_failures (key, failures, wait_until, failed_at) VALUES (?, 1, 0, ?)
     ON CONFLICT (key) DO UPDATE SET failures = sign_in_failures.failures + 1, failed_at = excluded.failed_at
     RETURNING failures`,
  );
  // Never shortens a wait another failure set.
  const lock = db.prepare<[number, number, string]>(
    "UPDATE sign_in_failures SET wait_until = CASE WHEN wait_until < ? THEN ? ELSE wait_until END WHERE key = ?",
  );
  const forget = db.prepare<[string]>("DELETE FROM sign_in_failures WHERE key = ?");
  const deleteQuiet = db.prepare<[number]>("DELETE FROM sign_in_failures WHERE failed_at < ?");
  const sweep = sweepAtMostEvery(SWEEP_EVERY_MS, (at) => deleteQuiet.run(at - QUIET_MS));
  const keyOf = (key: string) => `${scope}\n${key}`;
  return {
    async waitMs(key) {
      const row = await waitUntil.get(keyOf(key));
      return row ? Math.max(0, Number(row.wait_until) - now()) : 0;
    },
    async failed(key) {
      const at = now();
      await sweep(at);
      const { failures } = (await count.get(keyOf(key), at))!;
      const over = failures - limits.freeFailures;
      if (over <= 0) return;
      const until = at + Math.min(1000 * 2 ** Math.min(over - 1, 30), limits.maxWaitMs);
      await lock.run(until, until, keyOf(key));
    },
    async succeeded(key) {
      await forget.run(keyOf(key));
    },
  };
}
