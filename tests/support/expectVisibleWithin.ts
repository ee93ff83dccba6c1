import { expect } from "vitest";

/** What docs/testing.md and docs/many-machines.md promise for a change (a publish, a purge, a saved file): visible within a second. */
export const LIVE_WITHIN_MS = 1000;
/**
 * What a test allows beyond the promise, on this 2-core machine with the other suite's processes asleep: a
 * missed purge waits for a TTL (minutes) and a missed file watch forever, so a slow spell of the machine is
 * told apart from a broken path. `npm run bench:cluster` measures the real figures (p99 under 0.6 s).
 */
export const LIVE_SLACK_MS = 500;

/**
 * Waits until `probe` sees a change made at `since` (Date.now() taken just before it was made) and asserts it
 * was visible within the bound plus the slack. It polls every 20 ms, so the time is the change's and not the
 * poll's, and goes on to the default poll timeout, so that a slow change fails with its time, not as a miss.
 */
export async function expectVisibleWithin(since: number, probe: () => Promise<boolean>, what: string, boundMs = LIVE_WITHIN_MS): Promise<number> {
  await expect.poll(probe, { interval: 20 }).toBe(true);
  const elapsed = Date.now() - since;
  expect(elapsed, `${what}: visible after ${elapsed} ms; the bound is ${boundMs} ms with ${LIVE_SLACK_MS} ms of slack`).toBeLessThanOrEqual(
    boundMs + LIVE_SLACK_MS,
  );
  return elapsed;
}
