import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPlatform, type RunningPlatform } from "../../support/startPlatform.js";
import { openPlatformDb } from "../../../site/platform/index.js";
import { createWriteLimitStore } from "../../../site/platform/queries/writeLimitStore.js";

// Issue 10: writes had no rate limit; one client could fill a table. Now each client address has a
// per-endpoint budget of writes per minute (PLATFORM_WRITE_LIMIT), and reads are never limited.
let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform({ writesPerMinute: 3 });
});
afterAll(() => platform.stop());

const donation = (n: number) => JSON.stringify({ name: `Donatur ${n}`, email: `donatur${n}@contoh.id`, amount: 25000 + n });
const donate = (n: number, remoteAddress: string) =>
  platform.inject({
    method: "POST",
    url: "/_platform/tables/rest/v1/donations",
    remoteAddress,
    headers: { "content-type": "application/json", "lmsid": "arunika" },
    payload: donation(n),
  });
const donations = async () => (await platform.get("/_platform/tables/rest/v1/donations?select=amount", { lmsid: "arunika" })).json().length as number;

describe("the platform's write limit", () => {
  it("refuses a client's writes past its budget with a 429 and Retry-After, stores none of them, and leaves other clients alone", async () => {
    const before = await donations();
    const statuses = [];
    for (let n = 1; n <= 5; n++) statuses.push((await donate(n, "203.0.113.7")).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await donate(6, "203.0.113.7");
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(refused.json()).toMatchObject({ status: false, data: { field: "body" } });
    expect(refused.json().message).toMatch(/^Terlalu banyak kiriman dari alamat ini; coba lagi dalam \d+ detik\.$/);
    expect(await donations()).toBe(before + 3);
    expect((await donate(7, "198.51.100.20")).statusCode).toBe(201);
  });

  it("counts each endpoint on its own and never limits reads", async () => {
    const review = await platform.inject({
      method: "POST",
      url: "/_platform/tables/rest/v1/book_reviews",
      remoteAddress: "203.0.113.7",
      headers: { "content-type": "application/json", "lmsid": "arunika" },
      payload: JSON.stringify({ name: "Andi Saputra", rating: 5, review: "Bukunya sangat membantu belajar." }),
    });
    expect(review.statusCode).toBe(201);
    for (let n = 0; n < 10; n++)
      expect(
        (await platform.inject({ method: "GET", url: "/_platform/api/v1/class/active", remoteAddress: "203.0.113.7", headers: { lmsid: "arunika" } }))
          .statusCode,
      ).toBe(200);
  });
});

describe("the write limit's shared counts (writeLimitStore)", () => {
  it("counts a key's writes in its window, starts again at 1 when the window ends, and tells how long is left", async () => {
    let clock = 1_800_000_000_000;
    const db = await openPlatformDb({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl });
    try {
      const counts = createWriteLimitStore(db, () => clock);
      expect(await counts.hit("203.0.113.9|POST /a", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
      clock += 15_000;
      expect(await counts.hit("203.0.113.9|POST /a", 60_000)).toEqual({ count: 2, resetInMs: 45_000 });
      expect(await counts.hit("203.0.113.9|POST /b", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
      clock += 45_000;
      expect(await counts.hit("203.0.113.9|POST /a", 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    } finally {
      await db.close();
    }
  });

  it("never loses or repeats a count when two handles (two processes) count one key at the same moment", async () => {
    // Opened one after the other: in one process, a SQLite handle that migrates would block the other's thread.
    const open = () => openPlatformDb({ dataDir: platform.dataDir, databaseUrl: platform.databaseUrl });
    const handles = [await open(), await open()];
    try {
      const stores = handles.map((db) => createWriteLimitStore(db));
      const key = `198.51.100.77|POST /serentak-${Date.now()}`;
      const answers = await Promise.all(Array.from({ length: 30 }, (_, n) => stores[n % 2]!.hit(key, 60_000)));
      expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, n) => n + 1));
    } finally {
      await Promise.all(handles.map((db) => db.close()));
    }
  });
});
