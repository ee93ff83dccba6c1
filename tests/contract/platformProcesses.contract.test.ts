import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../site/platform/db/migrations.js";
import { IDEMPOTENCY_KEY_HEADER } from "../../site/platform/http/registerIdempotency.js";
import { SERVER_CALL_HEADER } from "../../site/server/serverCalls.js";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/seedUserEmail.js";
import { freshPostgresDatabase, type FreshDatabase } from "../support/freshPostgresDatabase.js";
import { futureWeekday } from "../support/futureWeekday.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";
import { openPostgres } from "../../site/platform/db/openPostgres.js";
import type { SqlDb } from "../../site/platform/db/SqlDb.js";

// Four platform processes of the production build (`npm run platform`) on one PostgreSQL database, started
// at the same moment on an empty one: they must behave as one platform.
const PROCESSES = 4;
const SECRET = "rahasia-proses-platform-uji";
// Low, so a flood reaches it; each test's writes come from addresses of their own (the processes trust this
// test as a proxy), so one test's count is not another's.
const WRITE_LIMIT = 6;

let database: FreshDatabase;
let platforms: RunningServer[] = [];
let db: SqlDb;
beforeAll(async () => {
  database = await freshPostgresDatabase({ seeded: false });
  const env = { DATABASE_URL: database.url, PLATFORM_SECRET: SECRET, PLATFORM_WRITE_LIMIT: String(WRITE_LIMIT), TRUST_PROXY: "127.0.0.1" };
  platforms = await Promise.all(Array.from({ length: PROCESSES }, () => startBuiltServer(env, "platform.mjs")));
  db = openPostgres(database.url);
}, 120_000);
afterAll(async () => {
  await db?.close();
  await Promise.all(platforms.map((platform) => platform.stop()));
  await database?.drop();
});

/** A donation through the remote-table service of `platform`, sent as from `address`. */
const donate = (platform: RunningServer, email: string, address: string) =>
  fetch(`http://127.0.0.1:${platform.port}/_platform/tables/rest/v1/donations`, {
    method: "POST",
    headers: { "content-type": "application/json", "lmsid": "arunika", "x-forwarded-for": address },
    body: JSON.stringify({ name: "Rahmat Hidayat", email, amount: 50000 }),
  });
const storedDonations = async (pattern: string) =>
  (await db.prepare<[string], { email: string }>("SELECT email FROM donations WHERE email LIKE ?").all(pattern)).map((row) => row.email);

const one = async <T>(sql: string, ...values: unknown[]) => (await db.prepare<unknown[], T>(sql).get(...values))!;

describe("platform processes on one PostgreSQL database", () => {
  it("apply each migration once and seed once, started at the same moment on an empty database", async () => {
    const applied = await db.prepare<[], { id: number }>("SELECT id FROM schema_migrations ORDER BY id").all();
    expect(applied.map((row) => row.id)).toEqual(migrations.map((migration) => migration.id).sort((a, b) => a - b));
    const tenants = await one<{ n: number; distinct: number }>("SELECT count(*) AS n, count(DISTINCT id) AS distinct FROM tenants");
    expect(tenants.n).toBeGreaterThan(5);
    expect(tenants.n).toBe(tenants.distinct);
    // A seed that ran twice at once would have failed one process's start or left two rows for one slug.
    const posts = await one<{ n: number; distinct: number }>("SELECT count(*) AS n, count(DISTINCT slug) AS distinct FROM posts");
    expect(posts.n).toBe(posts.distinct);
  });

  it("store one record for a write sent with one key to every process at the same moment, and give each the same answer", async () => {
    const email = `serentak-proses-${Date.now()}@contoh.id`;
    const body = JSON.stringify({
      name: "Dewi Lestari",
      email,
      phone: "081298765432",
      date: futureWeekday(),
      time: "09:30",
      message: "Satu kiriman, empat proses",
    });
    // Two processes get the site by its Origin and two by lmsId: the key's scope is the resolved site either way.
    const site = (n: number): Record<string, string> => (n % 2 === 0 ? { origin: "http://main.localhost:3000" } : { lmsid: "arunika" });
    const answers = await Promise.all(
      platforms.map(async (platform, n) => {
        const response = await fetch(`http://127.0.0.1:${platform.port}/_platform/api/v1/post/appointment/create`, {
          method: "POST",
          headers: { "content-type": "application/json", [IDEMPOTENCY_KEY_HEADER]: `kunci-empat-proses-${email}`, ...site(n) },
          body,
        });
        return { status: response.status, body: (await response.json()) as { data: { id: number } } };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(PROCESSES).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data.id)).size).toBe(1);
    expect((await one<{ n: number }>("SELECT count(*) AS n FROM appointments WHERE email = ?", email)).n).toBe(1);
  });

  it("serve a file uploaded through one process from every other", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
    const body = new FormData();
    body.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), "Surat Tugas.pdf");
    const sent = await fetch(`http://127.0.0.1:${platforms[0]!.port}/_platform/drive/v1/upload`, { method: "POST", body, headers: { lmsid: "ligasmk" } });
    expect(sent.status).toBe(201);
    const { url } = ((await sent.json()) as { data: { url: string } }).data;
    for (const platform of platforms.slice(1)) {
      const served = await fetch(`http://127.0.0.1:${platform.port}${url}`, { headers: { lmsid: "ligasmk" } });
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it("tell a render node that follows one process of a change made through another, numbered alike on both", async () => {
    /** One process's change stream, read as a render node reads it: `next` waits for the next text matching a pattern. */
    const follow = async (platform: RunningServer, lastId?: string) => {
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${platform.port}/_platform/changes`, {
        headers: { [SERVER_CALL_HEADER]: SECRET, ...(lastId && { "last-event-id": lastId }) },
        signal: controller.signal,
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = "";
      const next = async (pattern: RegExp): Promise<RegExpMatchArray> => {
        for (;;) {
          const found = text.match(pattern);
          if (found) {
            text = text.slice(found.index! + found[0].length);
            return found;
          }
          const { value, done } = await reader.read();
          if (done) throw new Error(`the stream ended before ${pattern}: ${text}`);
          text += value;
        }
      };
      return { next, close: () => controller.abort() };
    };
    const change = /id: (\S+)\nevent: change\ndata: (\{[^\n]*"tenant":"arunika"[^\n]*\})\n/;
    const first = await follow(platforms[0]!);
    try {
      await first.next(/event: ready\n/);
      expect((await donate(platforms[2]!, "kabar-lintas-proses@contoh.id", "192.0.2.10")).status).toBe(201);
      const [, id, data] = await first.next(change);
      expect(JSON.parse(data!)).toMatchObject({ kind: "sources", tenant: "arunika" });
      // A node that reconnects to another process with that id is caught up with what came after it, there.
      expect((await donate(platforms[1]!, "kabar-kedua@contoh.id", "192.0.2.11")).status).toBe(201);
      const [, secondId] = await first.next(change);
      const moved = await follow(platforms[3]!, id);
      try {
        // What came after `id`, then `ready`: the node is level.
        expect((await moved.next(change))[1]).toBe(secondId);
        await moved.next(/event: ready\n/);
      } finally {
        moved.close();
      }
    } finally {
      first.close();
    }
  });

  it("hold the write limit across processes: a flood spread over all four gets the 429s of one", async () => {
    const statuses: number[] = [];
    // In turns, so the answers come in a known order; three times the limit, round the four processes.
    for (let n = 0; n < 3 * WRITE_LIMIT; n++) {
      const answer = await donate(platforms[n % PROCESSES]!, `banjir-${n}@contoh.id`, "203.0.113.50");
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([...Array(WRITE_LIMIT).fill(201), ...Array(2 * WRITE_LIMIT).fill(429)]);
    expect(await storedDonations("banjir-%")).toHaveLength(WRITE_LIMIT);
  });

  it("back a guessed password off across processes: wrong ones spread over all four count as one account's", async () => {
    const email = seedUserEmail("arunika", 4);
    const guess = (platform: RunningServer, password: string, n: number) =>
      fetch(`http://127.0.0.1:${platform.port}/_platform/account/generate/token`, {
        method: "POST",
        // Each guess from another address: only the account's back-off is in play.
        headers: { "content-type": "application/json", "lmsid": "arunika", "x-forwarded-for": `198.18.0.${n}` },
        body: JSON.stringify({ email, password }),
      });
    const statuses: number[] = [];
    // The account's five free failures and one more, round the four processes: each sees one or two.
    for (let n = 0; n < 6; n++) statuses.push((await guess(platforms[n % PROCESSES]!, `salah-tebak-${n}`, n)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    const next = await guess(platforms[2]!, SEED_PASSWORD, 6);
    expect(next.status).toBe(429);
    expect(Number(next.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("keep every write a process acknowledged before it was killed with SIGKILL under a write load", async () => {
    const victim = platforms[PROCESSES - 1]!;
    const acknowledged: string[] = [];
    let killing = false;
    let killed = false;
    // Four writers, each write from an address of its own so that the write limit does not end the load.
    const writer = async (w: number) => {
      for (let n = 0; !killed; n++) {
        const email = `sigkill-${w}-${n}@contoh.id`;
        try {
          if ((await donate(victim, email, `198.51.${w}.${n % 250}`)).status === 201) acknowledged.push(email);
        } catch (error) {
          // The process is gone: the write was not acknowledged. Before the kill, a failed write is a failure.
          if (!killing) throw error;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await expect.poll(() => acknowledged.length, { interval: 10 }).toBeGreaterThanOrEqual(40);
    const exited = new Promise((resolve) => victim.process.once("exit", resolve));
    killing = true;
    victim.process.kill("SIGKILL");
    await exited;
    killed = true;
    await Promise.all(writers);
    const stored = new Set(await storedDonations("sigkill-%"));
    expect(acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    // The others still answer: a write sent to them now is stored.
    expect((await donate(platforms[0]!, "setelah-sigkill@contoh.id", "198.51.200.1")).status).toBe(201);
  });
});
