import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCatalogueEntry, type HostRole } from "../../schemas/catalogue/catalogue.js";
import { createApiClient, IDEMPOTENCY_KEY_HEADER } from "../../engine/data/createApiClient.js";
import { startPlatform, type RunningPlatform } from "../support/startPlatform.js";
import { futureWeekday } from "../support/futureWeekday.js";

// Issue 11: "Sent once". Writes carrying an Idempotency-Key are stored once, replays and concurrent
// copies included, against the real platform (Fastify + SQLite) through the site's own API client.
const ORIGIN = "http://demo.localhost";
const appointment = getCatalogueEntry("post.appointment.create");
let platform: RunningPlatform;

beforeAll(async () => {
  // The per-client write limit would answer most of 200 writes from one address with 429.
  platform = await startPlatform({ writesPerMinute: 100_000 });
});
afterAll(() => platform.stop());

const visitor = (n: number) => ({
  name: `Pengunjung ${n}`,
  email: `pengunjung${n}@contoh.id`,
  phone: "0812 3456 7890",
  date: futureWeekday(),
  time: "10:00",
  message: `Kiriman nomor ${n}`,
});

/** How many rows one query counts, read as another process would read them. */
const countOf = async (sql: string, ...values: unknown[]): Promise<number> => (await platform.query<{ n: number }>(sql, ...values))[0]!.n;

const appointmentsOf = (email: string): Promise<number> => countOf("SELECT COUNT(*) AS n FROM appointments WHERE email = ?", email);

function client(roles: readonly HostRole[] = ["main"]) {
  return createApiClient({ baseUrls: platform.baseUrls, origin: ORIGIN, credentials: () => ({}), idempotentRoles: roles });
}

async function post(body: object, key?: string): Promise<Response> {
  return fetch(`${platform.baseUrls.main}v1/post/appointment/create`, {
    method: "POST",
    headers: { "content-type": "application/json", "origin": ORIGIN, ...(key && { [IDEMPOTENCY_KEY_HEADER]: key }) },
    body: JSON.stringify(body),
  });
}

describe("Idempotency-Key on the platform's writes", () => {
  it("stores 200 concurrent submissions with their own keys as 200 records", async () => {
    const api = client();
    const sent = Array.from({ length: 200 }, (_, n) => ({ ...visitor(n), email: `serentak${n}@contoh.id` }));
    const answers = await Promise.all(sent.map((values, n) => api.call(appointment, values, { idempotencyKey: `serentak-${n}-kunci` })));
    const ids = new Set(answers.map((answer) => (answer as { id: number }).id));
    expect(ids.size).toBe(200);
    const stored = await countOf("SELECT COUNT(*) AS n FROM appointments WHERE email LIKE 'serentak%'");
    expect(stored).toBe(200);
  });

  it("stores one record for 50 concurrent sends of one key, and answers each with the first answer", async () => {
    const values = visitor(1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(values, "satu-kunci-untuk-lima-puluh")));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
    expect(new Set(bodies).size).toBe(1);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ status: true, data: { id: expect.any(Number) } });
    expect(answers.filter((answer) => answer.headers.get("idempotent-replayed") === "true")).toHaveLength(49);
    expect(await appointmentsOf(values.email)).toBe(1);
  });

  it("replays a later send of the same key without a second record", async () => {
    const values = visitor(1001);
    const first = await post(values, "kunci-ulang-nanti");
    const again = await post(values, "kunci-ulang-nanti");
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(await appointmentsOf(values.email)).toBe(1);
  });

  it("refuses a different body under a used key with 422, storing nothing", async () => {
    const values = visitor(1002);
    expect((await post(values, "kunci-dipakai-lagi")).status).toBe(201);
    const other = await post({ ...values, message: "Isi lain" }, "kunci-dipakai-lagi");
    expect(other.status).toBe(422);
    expect(await other.json()).toMatchObject({ status: false, data: { field: IDEMPOTENCY_KEY_HEADER } });
    expect(await appointmentsOf(values.email)).toBe(1);
  });

  it("keeps no answer of a failed send: the retry with the same key is a new attempt", async () => {
    const values = visitor(1003);
    const refused = await post({ ...values, phone: "bukan nomor" }, "kunci-gagal-dulu");
    expect(refused.status).toBe(400);
    expect(await appointmentsOf(values.email)).toBe(0);
    // Corrected values under the same key: not a reuse (nothing was kept), a first success.
    const fixed = await post(values, "kunci-gagal-dulu");
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get("idempotent-replayed")).toBeNull();
    expect(await appointmentsOf(values.email)).toBe(1);
  });

  it("refuses a malformed key with a 400 naming the header", async () => {
    const answer = await post(visitor(1004), "pendek");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ data: { field: IDEMPOTENCY_KEY_HEADER } });
    expect(await appointmentsOf(visitor(1004).email)).toBe(0);
  });

  it("leaves writes without a key as they were: each send is a record", async () => {
    const values = visitor(1005);
    await post(values);
    await post(values);
    expect(await appointmentsOf(values.email)).toBe(2);
  });

  it("lets the site's client send one submission twice under its key for one record", async () => {
    const values = visitor(1007);
    const api = client();
    const first = await api.call(appointment, values, { idempotencyKey: "kiriman-klien-situs" });
    const again = await api.call(appointment, values, { idempotencyKey: "kiriman-klien-situs" });
    expect(again).toEqual(first);
    expect(await appointmentsOf(values.email)).toBe(1);
  });

  it("replays a remote-table insert with the headers that describe its body", async () => {
    const send = () =>
      fetch(`${platform.baseUrls.remoteTables}rest/v1/book_reviews`, {
        method: "POST",
        headers: { "content-type": "application/json", "origin": ORIGIN, "prefer": "return=representation", [IDEMPOTENCY_KEY_HEADER]: "ulasan-buku-sekali" },
        body: JSON.stringify({ name: "Galih Pratama", rating: 5, review: "Bab tentang kebiasaan belajar sangat membantu saya." }),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get("preference-applied")).toBe(first.headers.get("preference-applied"));
    expect(again.headers.get("preference-applied")).toBe("return=representation");
    expect(await again.json()).toEqual(await first.json());
    const stored = await countOf("SELECT COUNT(*) AS n FROM book_reviews WHERE name = 'Galih Pratama'");
    expect(stored).toBe(1);
  });

  it("sends the key only to roles that honour it", async () => {
    const values = visitor(1006);
    const api = client([]);
    await api.call(appointment, values, { idempotencyKey: "tidak-terkirim-1" });
    await api.call(appointment, values, { idempotencyKey: "tidak-terkirim-1" });
    expect(await appointmentsOf(values.email)).toBe(2);
  });
});
