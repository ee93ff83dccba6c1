import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPostgres, type TemporaryPostgres } from "../../site/cluster/startPostgres.mjs";
import { errorMessage } from "../../site/platform/errors/platformError.js";
import { createChangeFeed } from "../../site/platform/changes/createChangeFeed.js";
import { openPostgres } from "../../site/platform/db/openPostgres.js";
import { futureWeekday } from "../support/futureWeekday.js";
import { ORIGIN, startPlatform, type RunningPlatform } from "../support/startPlatform.js";

// The platform on a PostgreSQL server of this file's own, which it stops, restarts and locks: what a visitor's
// write gets when the database cannot answer, and that nothing acknowledged is lost.
const POOL = 3;
/** A call that takes longer than this is a hang: the platform's own limit is 5 s. */
const HANG_MS = 6_500;

let postgres: TemporaryPostgres;
let platform: RunningPlatform;
beforeAll(async () => {
  postgres = await startPostgres();
  platform = await startPlatform({ databaseUrl: postgres.url, databasePoolSize: POOL, writesPerMinute: 100_000 });
}, 120_000);
afterAll(async () => {
  await platform?.stop();
  await postgres?.stop();
});

const date = futureWeekday();
let sent = 0;
/** One appointment, as the form sends it; answers its status, headers and body (or throws past HANG_MS). */
async function book(): Promise<{
  status: number;
  retryAfter: string | null;
  body: { status: boolean; message: string; data: { id?: number } | null };
  email: string;
}> {
  const email = `gangguan${++sent}@contoh.id`;
  const response = await fetch(`${platform.baseUrls.main}v1/post/appointment/create`, {
    method: "POST",
    headers: { "content-type": "application/json", "origin": ORIGIN.origin },
    body: JSON.stringify({ name: "Rina Kusuma", email, phone: "081234567890", date, time: "10:00", message: "Uji gangguan basis data" }),
    signal: AbortSignal.timeout(HANG_MS),
  });
  return { status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.json(), email };
}

const stored = async (emails: readonly string[]): Promise<Set<string>> => {
  const rows = await platform.query<{ email: string }>("SELECT email FROM appointments WHERE email LIKE 'gangguan%'");
  return new Set(rows.map((row) => row.email).filter((email) => emails.includes(email)));
};

const UNAVAILABLE = errorMessage("PLT_ERR_DATABASE_UNAVAILABLE", { seconds: 2 });

describe("the platform when PostgreSQL cannot answer", () => {
  it("answers a write a clear 503 with Retry-After while the server is down, and serves again once it is back, by itself", async () => {
    expect((await book()).status).toBe(201);
    await postgres.halt("fast");
    await expect.poll(async () => (await book()).status).toBe(503);
    const down = await book();
    expect(down.status).toBe(503);
    expect(down.retryAfter).toBe("2");
    expect(down.body).toEqual({ status: false, message: UNAVAILABLE, data: null });
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|terminat|pg_|postgres/i);

    await postgres.start();
    await expect.poll(async () => (await book()).status).toBe(201);
  });

  it("keeps every write it acknowledged through a restart under load, and never leaves one hanging", async () => {
    const answers: Awaited<ReturnType<typeof book>>[] = [];
    let running = true;
    const worker = async () => {
      while (running) answers.push(await book());
    };
    const workers = Array.from({ length: 4 }, worker);
    // Load before and after the restart, counted in answers rather than waited for on the clock.
    await expect.poll(() => answers.length, { interval: 10 }).toBeGreaterThanOrEqual(20);
    await postgres.restart("immediate");
    const afterRestart = answers.length;
    await expect.poll(() => answers.filter((answer, i) => i >= afterRestart && answer.status === 201).length, { interval: 10 }).toBeGreaterThanOrEqual(20);
    running = false;
    await Promise.all(workers);

    const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.email);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(acknowledged.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^[12]$/);
    }
    expect(await stored(acknowledged)).toEqual(new Set(acknowledged));
  });

  it("answers a fast 503 when every connection is busy, instead of queueing into a time-out", async () => {
    // Another process holds the table: the platform's writes wait on it, each holding one of its connections.
    const blocker = new pg.Client({ connectionString: postgres.url });
    await blocker.connect();
    try {
      await blocker.query("BEGIN");
      await blocker.query("LOCK TABLE appointments IN ACCESS EXCLUSIVE MODE");
      const started = Date.now();
      // The pool's connections wait on the lock, four calls per connection wait for them; the rest are refused at once.
      const pending = Array.from({ length: POOL * 7 }, () => book());
      const first = await Promise.race(pending.map((call) => call.then((answer) => ({ answer, ms: Date.now() - started }))));
      expect(first.answer.status).toBe(503);
      expect(first.answer.body.message).toBe(errorMessage("PLT_ERR_DATABASE_UNAVAILABLE", { seconds: 1 }));
      expect(first.ms).toBeLessThan(1_000);
      await blocker.query("COMMIT");
      const answers = await Promise.all(pending);
      const acknowledged = answers.filter((answer) => answer.status === 201).map((answer) => answer.email);
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(answers.every((answer) => answer.status === 201 || answer.status === 503)).toBe(true);
      expect(await stored(acknowledged)).toEqual(new Set(acknowledged));
    } finally {
      await blocker.end();
    }
  });
});

describe("change notices when PostgreSQL restarts", () => {
  it("reach every process again after a crash restart, and a change made while the server was down is stored and told once it is back", async () => {
    // Two handles, as two platform processes have: each its own pool and its own listening connection.
    const [here, there] = [openPostgres(postgres.url), openPostgres(postgres.url)];
    const [publisher, follower] = [await createChangeFeed(here), await createChangeFeed(there)];
    const heard: string[] = [];
    follower.subscribe((change) => heard.push(change.tenant));
    try {
      await publisher.publish({ kind: "site", tenant: "sebelum-restart", hosts: [] });
      await expect.poll(() => heard).toContain("sebelum-restart");

      await postgres.restart("immediate");
      await publisher.publish({ kind: "site", tenant: "setelah-restart", hosts: [] });
      // The follower's listening connection died with the server: it connects again by itself and reads what came.
      await expect.poll(() => heard, { timeout: 10_000 }).toContain("setelah-restart");

      await postgres.halt("fast");
      // Answers at once: the write that made the change is not held up by the notice.
      await publisher.publish({ kind: "site", tenant: "selagi-mati", hosts: [] });
      await postgres.start();
      await expect.poll(() => heard, { timeout: 10_000 }).toContain("selagi-mati");
      expect(heard).toEqual(["sebelum-restart", "setelah-restart", "selagi-mati"]);
    } finally {
      await Promise.all([publisher.close(), follower.close()]);
      await Promise.all([here.close(), there.close()]);
    }
  });
});
