import type { PostgrestClient } from "@supabase/postgrest-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postgrestErrorShape, startRemoteTables, type RemoteTables } from "../support/remoteTablesClient.js";

// The embedded remote-table service must answer @supabase/postgrest-js, unchanged, as PostgREST 12 does:
// counts, single objects, array inserts, unknown columns, error bodies and NULL ordering, through the
// client's public API against the production build.
const KEY = "anon-kunci-kontrak-postgrest";
const TENANT = "arunika";
const tag = `PgJs${Date.now() % 1_000_000}`;

let remote: RemoteTables;
let restUrl: string;
let db: PostgrestClient;
const clientFor = (lmsId: string, options?: { withKey?: boolean }) => remote.clientFor(lmsId, options);

beforeAll(async () => {
  remote = await startRemoteTables(KEY);
  restUrl = remote.restUrl;
  db = clientFor(TENANT);
});
afterAll(() => remote?.stop());

const aspiration = (name: string, city: string | null) => ({ name, city, aspiration: `Aspirasi dari ${name} untuk sekolahnya.` });

/** Five aspirations of this run, two without a city; `names` in insertion order. */
const cities = ["Bandung", null, "Aceh", null, "Medan"];
const names = cities.map((_, n) => `${tag} Warga ${n + 1}`);

const errorShape = postgrestErrorShape;

describe("array inserts", () => {
  it("insert([...]).select() stores every row in one call and answers them in order (201)", async () => {
    const { data, error, status } = await db
      .from("aspirations")
      .insert(cities.map((city, n) => aspiration(names[n]!, city)))
      .select("id, name, city");
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data!.map((row) => [row.name, row.city])).toEqual(names.map((name, n) => [name, cities[n]]));
    expect(new Set(data!.map((row) => row.id)).size).toBe(5);
  });

  it("takes rows with different keys (postgrest-js sends ?columns=), an absent one stored as NULL", async () => {
    const rows = [
      { name: `${tag} Kolom A`, aspiration: "Kelas robotika untuk sekolah." },
      { name: `${tag} Kolom B`, city: "Solo", aspiration: "Beasiswa untuk guru honorer." },
    ];
    const { data, error } = await db.from("aspirations").insert(rows).select("name, city");
    expect(error).toBeNull();
    expect(data).toEqual([
      { name: `${tag} Kolom A`, city: null },
      { name: `${tag} Kolom B`, city: "Solo" },
    ]);
  });

  it("stores nothing when one row is refused, and names the column and the row", async () => {
    const rows = [aspiration(`${tag} Semua 1`, "Bogor"), { ...aspiration(`${tag} Semua 2`, "Depok"), aspiration: "pendek" }];
    const { data, error, status } = await db.from("aspirations").insert(rows).select();
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error).toMatchObject({ ...errorShape, code: "23514", details: "Baris 2 dari 2." });
    expect(error!.message).toContain("aspiration");
    const { count } = await db
      .from("aspirations")
      .select("*", { count: "exact", head: true })
      .in("name", [`${tag} Semua 1`, `${tag} Semua 2`]);
    expect(count).toBe(0);
  });

  it("answers an empty 201 without a representation (return=minimal)", async () => {
    const { data, error, status } = await db.from("aspirations").insert([aspiration(`${tag} Minimal`, "Garut")]);
    expect([error, data, status]).toEqual([null, null, 201]);
  });
});

describe("count: 'exact'", () => {
  it("gives the total of the matched rows beside a page of them (206, Content-Range 0-1/5)", async () => {
    const { data, count, status, error } = await db.from("aspirations").select("name", { count: "exact" }).in("name", names).order("name").range(0, 1);
    expect(error).toBeNull();
    expect(count).toBe(5);
    expect(status).toBe(206);
    expect(data).toEqual([{ name: names[0] }, { name: names[1] }]);
  });

  it("gives the count alone with head: true, 0 when nothing matched, and none without the option", async () => {
    const head = await db.from("aspirations").select("*", { count: "exact", head: true }).in("name", names);
    expect([head.count, head.data, head.error]).toEqual([5, null, null]);
    const none = await db.from("aspirations").select("*", { count: "exact" }).eq("name", `${tag} Tidak Ada`);
    expect([none.count, none.data, none.status]).toEqual([0, [], 200]);
    const plain = await db.from("aspirations").select("name").in("name", names);
    expect([plain.count, plain.data?.length]).toEqual([null, 5]);
  });

  it("says the total in Content-Range as PostgREST does, and * without a count", async () => {
    const url = `${restUrl}/aspirations?select=name&name=in.(${encodeURIComponent(names.join(","))})&limit=2`;
    const headers = { apikey: KEY, lmsid: TENANT };
    expect((await fetch(url, { headers: { ...headers, prefer: "count=exact" } })).headers.get("content-range")).toBe("0-1/5");
    expect((await fetch(url, { headers })).headers.get("content-range")).toBe("0-1/*");
    const empty = await fetch(`${restUrl}/aspirations?name=eq.nobody-${tag}`, { headers: { ...headers, prefer: "count=exact" } });
    expect([empty.status, empty.headers.get("content-range")]).toEqual([200, "*/0"]);
    const head = await fetch(url, { method: "HEAD", headers: { ...headers, prefer: "count=exact" } });
    expect([head.status, head.headers.get("content-range")]).toEqual([206, "0-1/5"]);
  });

  it("answers an offset past the total with 416 (PGRST103)", async () => {
    const { error, status } = await db.from("aspirations").select("name", { count: "exact" }).in("name", names).range(10, 11);
    expect(status).toBe(416);
    expect(error).toMatchObject({
      ...errorShape,
      code: "PGRST103",
      message: "Requested range not satisfiable",
      details: "An offset of 10 was requested, but there are only 5 rows.",
    });
  });
});

describe("single() and maybeSingle()", () => {
  it("single() answers the one row as an object", async () => {
    const { data, error, status } = await db.from("aspirations").select("name, city").eq("name", names[0]!).single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ name: names[0], city: "Bandung" });
  });

  it("single() answers 406 PGRST116 for no row and for many", async () => {
    const none = await db.from("aspirations").select().eq("name", `${tag} Tidak Ada`).single();
    expect(none.status).toBe(406);
    expect(none.data).toBeNull();
    expect(none.error).toMatchObject({
      code: "PGRST116",
      message: "JSON object requested, multiple (or no) rows returned",
      details: "The result contains 0 rows",
      hint: null,
    });
    const many = await db.from("aspirations").select().in("name", names).single();
    expect([many.status, many.error?.code, many.error?.details]).toEqual([406, "PGRST116", "The result contains 5 rows"]);
  });

  it("maybeSingle() answers the row, null for none, and PGRST116 for many", async () => {
    expect((await db.from("aspirations").select("city").eq("name", names[4]!).maybeSingle()).data).toEqual({ city: "Medan" });
    const none = await db.from("aspirations").select().eq("name", `${tag} Tidak Ada`).maybeSingle();
    expect([none.data, none.error]).toEqual([null, null]);
    const many = await db.from("aspirations").select().in("name", names).maybeSingle();
    expect(many.error?.code).toBe("PGRST116");
  });

  it("the object comes as application/vnd.pgrst.object+json; the 406 body is PostgREST's", async () => {
    const headers = { apikey: KEY, lmsid: TENANT, accept: "application/vnd.pgrst.object+json" };
    const one = await fetch(`${restUrl}/aspirations?select=city&name=eq.${encodeURIComponent(names[2]!)}`, { headers });
    expect(one.headers.get("content-type")).toBe("application/vnd.pgrst.object+json; charset=utf-8");
    expect(await one.json()).toEqual({ city: "Aceh" });
    const none = await fetch(`${restUrl}/aspirations?name=eq.nobody-${tag}`, { headers });
    expect(none.status).toBe(406);
    expect(await none.json()).toMatchObject({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "JSON object requested, multiple (or no) rows returned",
    });
  });

  it("insert().select().single() answers the inserted object; two rows are refused and neither is stored", async () => {
    const one = await db
      .from("aspirations")
      .insert(aspiration(`${tag} Tunggal`, "Cirebon"))
      .select("name, city")
      .single();
    expect([one.status, one.data, one.error]).toEqual([201, { name: `${tag} Tunggal`, city: "Cirebon" }, null]);
    const two = [aspiration(`${tag} Ganda 1`, "Tegal"), aspiration(`${tag} Ganda 2`, "Brebes")];
    const refused = await db.from("aspirations").insert(two).select().single();
    expect([refused.status, refused.error?.code, refused.error?.details]).toEqual([406, "PGRST116", "The result contains 2 rows"]);
    const { count } = await db
      .from("aspirations")
      .select("*", { count: "exact", head: true })
      .in("name", [`${tag} Ganda 1`, `${tag} Ganda 2`]);
    expect(count).toBe(0);
  });
});

describe("ordering with NULLs, as PostgreSQL", () => {
  const order = async (options: { ascending?: boolean; nullsFirst?: boolean }) => {
    const { data, error } = await db.from("aspirations").select("city").in("name", names).order("city", options);
    expect(error).toBeNull();
    return data!.map((row) => row.city);
  };

  it("puts NULLs last ascending and first descending by default", async () => {
    expect(await order({ ascending: true })).toEqual(["Aceh", "Bandung", "Medan", null, null]);
    expect(await order({ ascending: false })).toEqual([null, null, "Medan", "Bandung", "Aceh"]);
  });

  it("honours nullsFirst both ways", async () => {
    expect(await order({ ascending: true, nullsFirst: true })).toEqual([null, null, "Aceh", "Bandung", "Medan"]);
    expect(await order({ ascending: false, nullsFirst: false })).toEqual(["Medan", "Bandung", "Aceh", null, null]);
  });

  it("orders by a second column within equal values", async () => {
    const { data } = await db.from("aspirations").select("name").in("name", names).order("city", { ascending: true }).order("name", { ascending: false });
    expect(data!.map((row) => row.name)).toEqual([names[2], names[0], names[4], names[3], names[1]]);
  });
});

describe("errors in PostgREST's shape", () => {
  it("an unknown column in an insert is PGRST204, in one object or in an array", async () => {
    const single = await db.from("aspirations").insert({ ...aspiration(`${tag} Asing`, "Bekasi"), provinsi: "Jawa Barat" });
    expect(single.status).toBe(400);
    expect(single.error).toMatchObject({
      ...errorShape,
      code: "PGRST204",
      message: "Could not find the 'provinsi' column of 'aspirations' in the schema cache",
    });
    const array = await db
      .from("aspirations")
      .insert([aspiration(`${tag} Asing 1`, "Bekasi"), { ...aspiration(`${tag} Asing 2`, "Bekasi"), provinsi: "Jawa Barat" }]);
    expect(array.error?.code).toBe("PGRST204");
    const stored = await db
      .from("aspirations")
      .select("*", { count: "exact", head: true })
      .in("name", [`${tag} Asing`, `${tag} Asing 1`, `${tag} Asing 2`]);
    expect(stored.count).toBe(0);
  });

  it("a column the service fills itself is 428C9, as PostgreSQL answers for a generated column", async () => {
    const { error } = await db.from("aspirations").insert({ ...aspiration(`${tag} Berid`, "Bekasi"), id: 5 });
    expect(error).toMatchObject({ code: "428C9", message: 'cannot insert a non-DEFAULT value into column "id"' });
  });

  it("an unknown column in select, a filter or order is 42703", async () => {
    for (const query of [
      db.from("book_reviews").select("email"),
      db.from("book_reviews").select().eq("nama", "Ani"),
      db.from("book_reviews").select().order("bogus"),
    ]) {
      const { error, status } = await query;
      expect(status).toBe(400);
      expect(error).toMatchObject({ ...errorShape, code: "42703" });
      expect(error!.message).toMatch(/^column book_reviews\.(email|nama|bogus) does not exist$/);
    }
  });

  it("a malformed query is PGRST100: an operator the service lacks, a limit past the catalogue's", async () => {
    const like = await db.from("book_reviews").select().like("name", "A%");
    expect([like.status, like.error?.code]).toEqual([400, "PGRST100"]);
    const limit = await db.from("book_reviews").select().limit(500);
    expect([limit.status, limit.error?.code]).toEqual([400, "PGRST100"]);
    expect(limit.error!.message).toContain("limit");
  });

  it("a refused value keeps the platform's message naming the column; a missing one is 23502", async () => {
    const bad = await db.from("book_reviews").insert({ name: `${tag} Pembaca`, rating: 9, review: "Bukunya bagus sekali." });
    expect(bad.error).toMatchObject({ ...errorShape, code: "23514" });
    expect(bad.error!.message).toContain("rating");
    const missing = await db.from("book_reviews").insert({ name: `${tag} Pembaca`, rating: 4 });
    expect(missing.error).toMatchObject({ code: "23502" });
    expect(missing.error!.message).toContain("review");
  });

  it("keeps `message` and `data.field`, what the site's own client reads", async () => {
    const response = await fetch(`${restUrl}/book_reviews`, {
      method: "POST",
      headers: { "apikey": KEY, "lmsid": TENANT, "content-type": "application/json" },
      body: JSON.stringify({ name: "A", rating: 5, review: "Bukunya bagus sekali." }),
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ ...errorShape, code: "23514", status: false, data: { field: "name" } });
    expect(body.message).toContain("name");
  });

  it("an unreadable body is PGRST102", async () => {
    const response = await fetch(`${restUrl}/book_reviews`, {
      method: "POST",
      headers: { "apikey": KEY, "lmsid": TENANT, "content-type": "application/json" },
      body: "{bukan json",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ ...errorShape, code: "PGRST102", data: { field: "body" } });
  });
});

describe("the gateway and the tenants", () => {
  it("refuses a client without the anon key with 401", async () => {
    const { error, status } = await clientFor(TENANT, { withKey: false }).from("aspirations").select();
    expect(status).toBe(401);
    expect(error?.message).toBe("No API key found in request");
  });

  it("keeps rows per tenant", async () => {
    const { count } = await clientFor("demo").from("aspirations").select("*", { count: "exact", head: true }).in("name", names);
    expect(count).toBe(0);
  });
});
