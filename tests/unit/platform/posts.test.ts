import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertValid, contract } from "./contract.js";
import { ORIGIN, originOf, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";
import { futureWeekday } from "../../support/futureWeekday.js";
import { mintAppToken } from "../../support/mintAppToken.js";
import { ERRORS, errorEnvelope } from "../../../site/platform/errors/platformError.js";

/** The Saturday after a date (YYYY-MM-DD). */
const saturdayAfter = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7 || 7));
  return day.toISOString().slice(0, 10);
};

const LIST = "/_platform/api/v1/post/list";
const DETAIL = "/_platform/api/v1/post/detail";
const APPOINTMENT = "/_platform/api/v1/post/appointment/create";
const DEMO = "/_platform/api/v0/cms/app/request-demo";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const readDb = <T>(sql: string, ...params: unknown[]): Promise<T[]> => platform.query<T>(sql, ...params);

describe("GET post/list", () => {
  it("pages newest first with the posts page size of 10", async () => {
    const response = await platform.get(LIST, ORIGIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assertValid(contract.paginated, body);
    for (const item of body.data.items) assertValid(contract.postItem, item);
    expect(body.data.perPage).toBe(10);
    expect(body.data.items).toHaveLength(10);
    expect(body.data.totalItems).toBeGreaterThanOrEqual(12);
    const dates: string[] = body.data.items.map((item: { publishedAt: string }) => item.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("filters by kind, type and active", async () => {
    for (const kind of ["news", "blog"]) {
      const body = (await platform.get(`${LIST}?pageSize=100&kind=${kind}`, ORIGIN)).json();
      expect(body.data.totalItems).toBeGreaterThan(0);
      expect(body.data.items.every((item: { kind: string }) => item.kind === kind)).toBe(true);
    }
    const tips = (await platform.get(`${LIST}?pageSize=100&type=tips`, ORIGIN)).json();
    expect(tips.data.items.every((item: { type: string }) => item.type === "tips")).toBe(true);
    const inactive = (await platform.get(`${LIST}?active=0`, ORIGIN)).json();
    expect(inactive.data.totalItems).toBe(0);
    const active = (await platform.get(`${LIST}?active=true`, ORIGIN)).json();
    expect(active.data.totalItems).toBeGreaterThanOrEqual(12);
  });

  it("keeps brands apart", async () => {
    const main = (await platform.get(`${LIST}?pageSize=100`, ORIGIN)).json();
    const silat = (await platform.get(`${LIST}?pageSize=100`, originOf("pesilat.localhost"))).json();
    const titles = new Set(main.data.items.map((item: { title: string }) => item.title));
    expect(silat.data.items.some((item: { title: string }) => titles.has(item.title))).toBe(false);
  });

  it("rejects a bad kind or pageSize", async () => {
    const response = await platform.get(`${LIST}?kind=podcast`, ORIGIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: "kind" });
  });
});

describe("GET post/detail", () => {
  it("returns the post with HTML content", async () => {
    const [first] = (await platform.get(LIST, ORIGIN)).json().data.items;
    const response = await platform.get(`${DETAIL}?id=${first.id}`, ORIGIN);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    assertValid(contract.generic, body);
    assertValid(contract.postDetail, body.data);
    expect(body.data.id).toBe(first.id);
    expect(body.data.content).toMatch(/<p>.+<\/p>/);
    expect(body.data.content).toMatch(/<h2>/);
    expect(body.data.content).toMatch(/<li>/);
    expect(body.data.content).toMatch(/<a href=/);
  });

  it("answers 404 for an unknown id or another tenant's post", async () => {
    const unknown = await platform.get(`${DETAIL}?id=999999`, ORIGIN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: false, data: null });
    const [silat] = (await platform.get(LIST, originOf("pesilat.localhost"))).json().data.items;
    expect((await platform.get(`${DETAIL}?id=${silat.id}`, ORIGIN)).statusCode).toBe(404);
  });

  it("answers 400 for a non-numeric id", async () => {
    const response = await platform.get(`${DETAIL}?id=abc`, ORIGIN);
    expect(response.statusCode).toBe(400);
    expect(response.json().data).toEqual({ field: "id" });
  });
});

describe("POST post/appointment/create", () => {
  const valid = {
    name: "Putri Maharani",
    email: "putri@contoh.id",
    phone: "+62 812 3456 7890",
    institution: "SMK Negeri 4 Kota Harapan",
    date: futureWeekday(),
    time: "09:30",
    message: "Kami ingin konsultasi program kelas untuk siswa kelas XI.",
  };

  it("stores the appointment and answers 201", async () => {
    const response = await platform.inject({ method: "POST", url: APPOINTMENT, headers: ORIGIN, payload: valid });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: "Perjanjian berhasil dibuat" });
    expect(Number.isInteger(body.data.id)).toBe(true);
    const [row] = await readDb<{ tenant_id: string; email: string; date: string }>("SELECT * FROM appointments WHERE id = ?", body.data.id);
    expect(row).toMatchObject({ tenant_id: "arunika", email: valid.email, date: valid.date, time: valid.time });
  });

  it("accepts a urlencoded form body", async () => {
    const response = await platform.inject({
      method: "POST",
      url: APPOINTMENT,
      headers: { ...ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({ name: "Bayu", email: "bayu@contoh.id", phone: "081234567890", date: futureWeekday(15), time: "14:00" }).toString(),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ ...valid, email: "bukan-email" }, "email"],
    [{ ...valid, name: "A" }, "name"],
    [{ ...valid, phone: "12-34" }, "phone"],
    [{ ...valid, date: "01/07/2026" }, "date"],
    [{ email: valid.email, phone: valid.phone, date: valid.date, time: valid.time }, "name"],
    [{ ...valid, time: undefined }, "time"],
    // Outside the bookable slots (weekdays, 08.00–15.30 WIB, not past): the rule the form runs too.
    [{ ...valid, date: "2020-03-02" }, "date"],
    [{ ...valid, date: saturdayAfter(valid.date) }, "date"],
    [{ ...valid, time: "07:30" }, "time"],
    [{ ...valid, time: "10:15" }, "time"],
    [{ ...valid, time: "16:00" }, "time"],
  ])("rejects an invalid body with 400 naming the field (%#)", async (payload, field) => {
    const before = (await readDb<{ n: number }>("SELECT count(*) AS n FROM appointments"))[0]?.n;
    const response = await platform.inject({ method: "POST", url: APPOINTMENT, headers: ORIGIN, payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ status: false, data: { field } });
    expect(body.message).toContain(`'${field}'`);
    expect((await readDb<{ n: number }>("SELECT count(*) AS n FROM appointments"))[0]?.n).toBe(before);
  });

  it("answers malformed JSON with a generic envelope", async () => {
    const response = await platform.inject({
      method: "POST",
      url: APPOINTMENT,
      headers: { ...ORIGIN, "content-type": "application/json" },
      payload: "{oops",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, data: { field: "body" } });
  });
});

describe("GET cms/app/request-demo", () => {
  // A GET that stores, so it needs what the spec's main-API calls carry: an <img> elsewhere must store nothing.
  let caller: Record<string, string>;
  beforeAll(async () => {
    caller = { ...originOf("demo.localhost"), lmsid: "demo", apptoken: await mintAppToken(platform, "demo") };
  });
  const demoRows = async (email: string) => (await readDb<{ n: number }>("SELECT count(*) AS n FROM demo_requests WHERE email = ?", email))[0]!.n;

  it("stores the request", async () => {
    const response = await platform.get(`${DEMO}?email=guru%40sekolah.sch.id`, caller);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: true, message: "Berhasil mengirim request" });
    const [row] = await readDb<{ tenant_id: string; email: string }>("SELECT * FROM demo_requests WHERE id = ?", body.data.id);
    expect(row).toMatchObject({ tenant_id: "demo", email: "guru@sekolah.sch.id" });
  });

  it("is idempotent: the same email again the same day answers the stored request and adds no row", async () => {
    const ask = () => platform.get(`${DEMO}?email=kepala%40sekolah.sch.id`, caller);
    const ids = [(await ask()).json().data.id, (await ask()).json().data.id, (await ask()).json().data.id];
    expect(new Set(ids).size).toBe(1);
    expect(await demoRows("kepala@sekolah.sch.id")).toBe(1);
  });

  it.each([["?email=salah"], [""]])("rejects %s with 400 naming email", async (query) => {
    const response = await platform.get(`${DEMO}${query}`, caller);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: false, data: { field: "email" } });
    expect(response.json().message).toContain("'email'");
  });

  it.each([
    ["no header at all", "polos", () => ({}), "PLT_ERR_APP_TOKEN_MISSING"],
    ["only an Origin of a known site", "origin", () => originOf("demo.localhost"), "PLT_ERR_APP_TOKEN_MISSING"],
    ["lmsId but no AppToken", "lmsid", () => ({ ...originOf("demo.localhost"), lmsid: "demo" }), "PLT_ERR_APP_TOKEN_MISSING"],
    [
      "an AppToken but no lmsId (the Origin no longer stands in)",
      "apptoken",
      () => ({ ...originOf("demo.localhost"), apptoken: caller.apptoken! }),
      "PLT_ERR_LMS_ID_MISSING",
    ],
    ["a garbled AppToken", "rusak", () => ({ ...caller, apptoken: "bukan-token" }), "PLT_ERR_APP_TOKEN_NOT_BASE64"],
  ] as const)("refuses a call with %s with the catalogue's error, storing nothing", async (_name, slug, headers, code) => {
    const email = `tanpa.header.${slug}@sekolah.sch.id`;
    const response = await platform.get(`${DEMO}?email=${encodeURIComponent(email)}`, headers());
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: ERRORS[code].status, body: errorEnvelope(code) });
    expect(await demoRows(email)).toBe(0);
  });
});
