import { describe, expect, it } from "vitest";
import { platformDbForFile } from "../../support/platformDbForFile.js";
import { createSignInLimiter } from "../../../site/platform/http/createSignInLimiter.js";

// On both engines (the platform-postgres project runs this file again on PostgreSQL).
const { db: handle, open } = platformDbForFile();

describe("the sign-in back-off (createSignInLimiter)", () => {
  it("lets the free failures pass, then doubles the wait with each further one up to the most, and forgets on a success", async () => {
    let clock = 1_800_000_000_000;
    const limiter = createSignInLimiter(handle(), "account", { freeFailures: 2, maxWaitMs: 3_000 }, () => clock);
    const key = `arunika\ndewi.${Date.now()}@contoh.id`;
    const waits: number[] = [];
    for (let failure = 0; failure < 5; failure++) {
      await limiter.failed(key);
      waits.push(await limiter.waitMs(key));
    }
    expect(waits).toEqual([0, 0, 1_000, 2_000, 3_000]);
    clock += 1_000;
    expect(await limiter.waitMs(key)).toBe(2_000);
    await limiter.succeeded(key);
    expect(await limiter.waitMs(key)).toBe(0);
  });

  it("keeps kinds of key apart, and counts the failures two processes see for one key together", async () => {
    // Opened one after the other: in one process, a SQLite handle that migrates would block the other's thread.
    const other = await open();
    try {
      const limits = { freeFailures: 3, maxWaitMs: 60_000 };
      const [here, there] = [createSignInLimiter(handle(), "client", limits), createSignInLimiter(other, "client", limits)];
      const key = `203.0.113.${Date.now() % 250}`;
      await Promise.all([here.failed(key), there.failed(key), here.failed(key), there.failed(key)]);
      expect(await here.waitMs(key)).toBeGreaterThan(0);
      expect(await there.waitMs(key)).toBeGreaterThan(0);
      expect(await createSignInLimiter(handle(), "account", limits).waitMs(key)).toBe(0);
    } finally {
      await other.close();
    }
  });
});
