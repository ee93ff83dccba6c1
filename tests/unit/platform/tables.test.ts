import { rmSync } from "node:fs";
import Fastify, { type FastifyInstance, type InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEV_REMOTE_TABLES_ANON_KEY } from "../../../schemas/catalogue/remoteTablesAnonKey.js";
import { platformPlugin } from "../../../site/platform/index.js";
import { tempDataDir } from "../../support/startPlatform.js";

const KEY = "test-anon-key";
const BASE = "/_platform/tables/rest/v1";
const LMS = { lmsid: "arunika" };

async function platform(remoteTablesAnonKey: string | undefined) {
  const dataDir = tempDataDir();
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { dataDir, ...(remoteTablesAnonKey !== undefined && { remoteTablesAnonKey }) });
  await app.ready();
  return { app, close: async () => (await app.close(), rmSync(dataDir, { recursive: true, force: true })) };
}

let strict: { app: FastifyInstance; close: () => Promise<void> };
let tolerant: { app: FastifyInstance; close: () => Promise<void> };
beforeAll(async () => {
  [strict, tolerant] = await Promise.all([platform(KEY), platform(undefined)]);
});
afterAll(async () => Promise.all([strict?.close(), tolerant?.close()]));

const send = (options: InjectOptions, app: FastifyInstance = strict.app) =>
  app.inject({
    ...options,
    headers: { apikey: KEY, ...LMS, ...(options.payload !== undefined && { "content-type": "application/json" }), ...options.headers },
  });
const get = (url: string, headers: Record<string, string> = {}) => send({ method: "GET", url, headers });
const post = (url: string, body: unknown, headers: Record<string, string> = {}) => send({ method: "POST", url, headers, payload: JSON.stringify(body) });

describe("apikey (PostgREST/Supabase gateway)", () => {
  it("answers 401 { message } without the key or with a wrong one, before looking at the request", async () => {
    const missing = await strict.app.inject({ method: "GET", url: `${BASE}/book_reviews`, headers: LMS });
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ message: "No API key found in request" });
    const wrong = await get(`${BASE}/book_reviews`, { apikey: "nope" });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: "Invalid API key" });
    const badBody = await strict.app.inject({
      method: "POST",
      url: `${BASE}/book_reviews`,
      headers: { ...LMS, "content-type": "application/json" },
      payload: "{}",
    });
    expect(badBody.statusCode).toBe(401);
  });

  it("leaves the platform's other hosts alone", async () => {
    expect((await strict.app.inject({ method: "GET", url: "/_platform/api/v1/career/list?page=1", headers: LMS })).statusCode).toBe(200);
  });

  it("is tolerant with no key configured: with or without a key, every call passes", async () => {
    expect((await tolerant.app.inject({ method: "GET", url: `${BASE}/book_reviews`, headers: LMS })).statusCode).toBe(200);
    expect((await send({ method: "GET", url: `${BASE}/book_reviews`, headers: { apikey: DEV_REMOTE_TABLES_ANON_KEY } }, tolerant.app)).statusCode).toBe(200);
    expect((await send({ method: "GET", url: `${BASE}/book_reviews`, headers: { apikey: "other" } }, tolerant.app)).statusCode).toBe(200);
  });

  it("accepts the configured key (the one the site's client sends)", async () => {
    const configured = await platform(DEV_REMOTE_TABLES_ANON_KEY);
    expect((await send({ method: "GET", url: `${BASE}/book_reviews`, headers: { apikey: DEV_REMOTE_TABLES_ANON_KEY } }, configured.app)).statusCode).toBe(200);
    await configured.close();
  });
});

describe("inserts", () => {
  it("answer 201 with an empty body with Prefer: return=minimal", async () => {
    const response = await post(`${BASE}/book_reviews`, { name: "Pembaca Satu", rating: 4, review: "Bukunya mudah dipahami." }, { prefer: "return=minimal" });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe("");
  });

  it("answer an empty 201 when no Prefer is sent, as PostgREST does", async () => {
    const response = await post(`${BASE}/book_reviews`, { name: "Pembaca Nol", rating: 4, review: "Bukunya mudah dipahami." });
    expect(response.statusCode).toBe(201);
    expect(response.body).toBe("");
  });

  it("answer the inserted rows with Prefer: return=representation, projected by select=", async () => {
    const response = await post(
      `${BASE}/aspirations`,
      { name: "Warga Uji", city: "Medan", aspiration: "Kelas robotika di sekolah." },
      { prefer: "return=representation" },
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers["preference-applied"]).toBe("return=representation");
    expect(response.json()).toEqual([expect.objectContaining({ name: "Warga Uji", city: "Medan", id: expect.any(Number) })]);
    const projected = await post(
      `${BASE}/aspirations?select=id,city`,
      { name: "Warga Dua", city: "Solo", aspiration: "Beasiswa untuk guru." },
      { prefer: "return=representation" },
    );
    expect(Object.keys(projected.json()[0]).sort()).toEqual(["city", "id"]);
  });

  it("derive the DISC dominant trait and never answer the e-mail", async () => {
    const response = await post(`${BASE}/user_disc`, { name: "Peserta", email: "p@contoh.id", d: 3, i: 9, s: 2, c: 1 }, { prefer: "return=representation" });
    expect(response.json()[0]).toMatchObject({ dominant: "I" });
    expect(response.json()[0]).not.toHaveProperty("email");
  });

  it.each([
    ["book_reviews", { name: "A", rating: 5, review: "Bagus sekali bukunya" }, "name"],
    ["book_reviews", { name: "Pembaca", rating: 9, review: "Bagus sekali bukunya" }, "rating"],
    ["testimonies", { name: "Alumni", role: "Alumni", rating: 5 }, "message"],
    ["donations", { name: "Donatur", email: "bukan-email", amount: 50000 }, "email"],
  ])("refuse a bad %s body with 400 naming the column", async (table, body, column) => {
    const response = await post(`${BASE}/${table}`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(column);
    expect(response.json().data).toEqual({ field: column });
  });
});

describe("reads (bare JSON arrays, 200)", () => {
  beforeAll(async () => {
    for (const [name, rating] of [
      ["Ani", 5],
      ["Budi", 3],
      ["Citra", 5],
      ["Dewi", 1],
    ] as const) {
      expect((await post(`${BASE}/book_reviews`, { name, rating, review: `Ulasan dari ${name} yang cukup panjang.` })).statusCode).toBe(201);
    }
  });

  it("answer a bare array, newest first, with a Content-Range", async () => {
    const response = await get(`${BASE}/book_reviews`);
    expect(response.statusCode).toBe(200);
    const rows = response.json();
    expect(Array.isArray(rows)).toBe(true);
    expect(rows[0]).toMatchObject({ name: "Dewi" });
    expect(response.headers["content-range"]).toBe(`0-${rows.length - 1}/*`);
  });

  it("project with select=, filter with eq./gte./in., order with col.desc, page with limit/offset", async () => {
    expect((await get(`${BASE}/book_reviews?select=name&name=eq.Budi`)).json()).toEqual([{ name: "Budi" }]);
    // The seed has reviews of its own: the in.() filter keeps to the ones written here.
    const ours = "name=in.(Ani,Budi,Citra,Dewi)";
    expect((await get(`${BASE}/book_reviews?select=name&${ours}&rating=eq.5&order=name.desc`)).json()).toEqual([{ name: "Citra" }, { name: "Ani" }]);
    expect((await get(`${BASE}/book_reviews?select=name&${ours}&rating=gte.3&order=name.asc&limit=2`)).json()).toEqual([{ name: "Ani" }, { name: "Budi" }]);
    const page = await get(`${BASE}/book_reviews?select=name&name=in.(Ani,Budi,Citra)&order=name.asc&limit=2&offset=1`);
    expect(page.json()).toEqual([{ name: "Budi" }, { name: "Citra" }]);
    expect(page.headers["content-range"]).toBe("1-2/*");
    expect((await get(`${BASE}/book_reviews?name=eq.Tidak-Ada`)).json()).toEqual([]);
  });

  it("keep rows per tenant", async () => {
    expect((await get(`${BASE}/book_reviews?name=eq.Budi`, { lmsid: "demo" })).json()).toEqual([]);
  });

  it("refuse unknown and hidden columns with 400 naming them", async () => {
    for (const [query, column] of [
      ["select=email", "email"],
      ["nama=eq.Ani", "nama"],
      ["order=bogus.desc", "bogus"],
    ] as const) {
      const response = await get(`${BASE}/book_reviews?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(column);
    }
    expect((await get(`${BASE}/book_reviews?name=like.A*`)).statusCode).toBe(400);
    expect((await get(`${BASE}/book_reviews?offset=-1`)).statusCode).toBe(400);
  });

  it("donations read amounts only (select=amount, as the catalogue says)", async () => {
    expect((await post(`${BASE}/donations`, { name: "Donatur", email: "d@contoh.id", amount: 75000 })).statusCode).toBe(201);
    const rows = (await get(`${BASE}/donations?select=amount`)).json();
    expect(rows[0]).toEqual({ amount: 75000 });
    expect((await get(`${BASE}/donations?select=name`)).statusCode).toBe(400);
  });

  it("donations cannot be filtered or ordered by a donor's name or message", async () => {
    expect((await post(`${BASE}/donations`, { name: "Hamba Allah", email: "h@contoh.id", amount: 90000, anonymous: true })).statusCode).toBe(201);
    for (const query of ["name=eq.Hamba%20Allah", "message=is.null", "anonymous=is.true", "order=name.asc"]) {
      const answer = await get(`${BASE}/donations?select=amount&${query}`);
      expect({ query, status: answer.statusCode }).toEqual({ query, status: 400 });
    }
    expect((await get(`${BASE}/donations?select=amount&amount=gte.90000`)).statusCode).toBe(200);
  });
});
