import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../site/platform/db/migrations.js";
import { IDEMPOTENCY_KEY_HEADER } from "../../site/platform/http/registerIdempotency.js";
import { freshPostgresDatabase, type FreshDatabase } from "../support/freshPostgresDatabase.js";
import { futureWeekday } from "../support/futureWeekday.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";
import { openPostgres } from "../../site/platform/db/openPostgres.js";
import type { SqlDb } from "../../site/platform/db/SqlDb.js";

// Four platform processes of the production build (`npm run platform`) on one PostgreSQL database, started
// at the same moment on an empty one: they must behave as one platform.
const PROCESSES = 4;
const SECRET = "rahasia-proses-platform-uji";

let database: FreshDatabase;
let platforms: RunningServer[] = [];
let db: SqlDb;
beforeAll(async () => {
  database = await freshPostgresDatabase({ seeded: false });
  const env = { DATABASE_URL: database.url, PLATFORM_SECRET: SECRET, PLATFORM_WRITE_LIMIT: "10000" };
  platforms = await Promise.all(Array.from({ length: PROCESSES }, () => startBuiltServer(env, "platform.mjs")));
  db = openPostgres(database.url);
}, 120_000);
afterAll(async () => {
  await db?.close();
  await Promise.all(platforms.map((platform) => platform.stop()));
  await database?.drop();
});

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
});
