import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_PASSWORD, seedUserEmail } from "../../../site/platform/seed/seedUserEmail.js";
import { ORIGIN, startPlatform, type RunningPlatform } from "../../support/startPlatform.js";
import { uploadLetter } from "./uploadLetter.js";
import { DEV_APP_TOKEN_KEY, encryptAppToken } from "../../../engine/appToken/nodeCrypto.js";

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.stop());

const LMS = { lmsid: "arunika" };
const json = () => ({ "content-type": "application/json", ...LMS });

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads deep into answers of every shape
async function data(url: string): Promise<any> {
  const response = await platform.get(url, LMS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return platform.inject({ method: "POST", url, headers: { ...json(), ...headers }, payload: JSON.stringify(payload) });
}

describe("statistics are computed from stored rows", () => {
  it("a registered school moves the school counters, the registrar chart and the summary", async () => {
    const before = await data("/_platform/services/statistics");
    const chartBefore = await data("/_platform/services/statistic/registrar/chart");
    const response = await post("/_platform/api/v1/school/register", {
      name: "SMK Uji Statistik",
      npsn: "20212223",
      cityId: 1106,
      contactName: "Bu Guru",
      email: "guru@contoh.id",
      phone: "081299998888",
      letterFileId: await uploadLetter(platform),
    });
    expect(response.statusCode, response.body).toBe(201);
    const after = await data("/_platform/services/statistics");
    expect(after.schools).toBe(before.schools + 1);
    expect(after.registrations).toBe(before.registrations + 1);
    const chartAfter = await data("/_platform/services/statistic/registrar/chart");
    expect(chartAfter.total).toBe(chartBefore.total + 1);
    const counter = await data("/_platform/services/v1/statistics/counter?schools=true");
    expect(counter.schools).toBe(after.schools);
  });

  it("a coder signing up with a school adds a student", async () => {
    const before = await data("/_platform/services/statistic/landing/counter");
    const school = (await data("/_platform/api/v1/school/list?page=1")).items[0];
    const response = await post("/_platform/api/v1/auth/signup/coder", {
      name: "Coder Uji",
      email: "coder.uji@contoh.id",
      phone: "081211112222",
      password: "rahasia-kuat",
      schoolId: school.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ kind: 4, role: "student" });
    expect((await data("/_platform/services/statistic/landing/counter")).students).toBe(before.students + 1);
    const again = await post("/_platform/api/v1/auth/signup/coder", {
      name: "Coder Uji",
      email: "coder.uji@contoh.id",
      phone: "081211112222",
      password: "rahasia-kuat",
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().data).toEqual({ field: "email" });
  });

  it("the leaderboard ranks provinces by their students' scores", async () => {
    const board = await data("/_platform/services/statistic/provincies/score");
    expect(board.length).toBeGreaterThan(1);
    board.forEach((row: { rank: number; totalPoints: number }, index: number) => {
      expect(row.rank).toBe(index + 1);
      if (index > 0) expect(row.totalPoints).toBeLessThanOrEqual(board[index - 1].totalPoints);
    });
  });

  it("a donation shows up in the amounts read back", async () => {
    const before = await platform.get("/_platform/tables/rest/v1/donations?select=amount", LMS);
    const created = await post(
      "/_platform/tables/rest/v1/donations",
      { name: "Donatur", email: "d@contoh.id", amount: 123000 },
      { prefer: "return=representation" },
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual([expect.objectContaining({ amount: 123000, anonymous: 0 })]);
    const after = await platform.get("/_platform/tables/rest/v1/donations?select=amount", LMS);
    expect(after.json().length).toBe(before.json().length + 1);
    expect(after.json()[0]).toEqual({ amount: 123000 });
  });
});

describe("bad input answers 400 naming the field", () => {
  it.each([
    ["GET", "/_platform/api/v1/program/schools?programId=abc", undefined, "programId"],
    ["GET", "/_platform/api/v1/career/job/list", undefined, "careerId"],
    ["GET", "/_platform/services/statistic/chart/pie", undefined, "type"],
    ["GET", "/_platform/tables/rest/v1/donations?select=name", undefined, "select"],
    ["POST", "/_platform/tables/rest/v1/book_reviews", { name: "A", rating: 5, review: "Bagus sekali bukunya" }, "name"],
    [
      "POST",
      "/_platform/api/v1/school/register",
      { name: "SMK X", npsn: "12", cityId: 1, contactName: "Bu", email: "a@b.id", phone: "081234567890", letterFileId: "00000000-0000-4000-8000-000000000000" },
      "npsn",
    ],
    // A wrong upload type answers 415, a too large one 413: see driveUpload.test.ts.
    ["POST", "/_platform/drive/v1/upload", { fileName: "../a.png", contentType: "image/png", data: "iVBORw0KGgo=" }, "fileName"],
    ["POST", "/_platform/mailer/v1/notify", { to: "bukan-email", subject: "Hai", message: "Isi" }, "to"],
  ])("%s %s", async (method, url, payload, field) => {
    const response = await platform.inject({
      method: method as "GET" | "POST",
      url,
      headers: payload ? json() : LMS,
      ...(payload && { payload: JSON.stringify(payload) }),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ status: false, data: { field } });
    expect(response.json().message).toContain(field);
  });
});

describe("accounts and settings", () => {
  it("signs a seeded user in and answers user/detail and v1/user/me with the bearer token", async () => {
    const signIn = await post("/_platform/account/generate/token", { email: seedUserEmail("arunika", 2), password: SEED_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const token = signIn.json().data.token as string;
    for (const url of ["/_platform/account/user/detail", "/_platform/api/v1/user/me"]) {
      const me = await platform.get(url, { ...LMS, authorization: `Bearer ${token}` });
      expect(me.json().data).toMatchObject({ kind: 2, role: "mentor", tenantId: "arunika" });
    }
    expect((await platform.get("/_platform/api/v1/user/me", LMS)).statusCode).toBe(401);
    const wrong = await post("/_platform/account/generate/token", { email: seedUserEmail("arunika", 2), password: "salah-sekali" });
    expect(wrong.statusCode).toBe(401);
  });

  it("PUT setting needs an admin, checks the value by key and is read back through settings", async () => {
    const token = (await post("/_platform/account/generate/token", { email: seedUserEmail("arunika", 1), password: SEED_PASSWORD })).json().data.token;
    const put = (value: string, auth?: string) =>
      platform.inject({
        method: "PUT",
        url: "/_platform/api/arunika/cms/app/setting/clr_primary",
        headers: { "content-type": "application/json", ...(auth && { authorization: `Bearer ${auth}` }) },
        payload: JSON.stringify({ value }),
      });
    expect((await put("#112233")).statusCode).toBe(401);
    const bad = await put("merah", token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data).toEqual({ field: "value" });
    expect((await put("#112233", token)).statusCode).toBe(200);
    const settings = await platform.get("/_platform/api/v0/cms/app/settings", ORIGIN);
    expect(settings.json().data.css.clr_primary).toBe("#112233");
    const student = (await post("/_platform/account/generate/token", { email: seedUserEmail("arunika", 4), password: SEED_PASSWORD })).json().data.token;
    expect((await put("#445566", student)).statusCode).toBe(403);
  });

  it("issues app tokens that validate, and rejects a wrong secret naming it", async () => {
    const generated = await post("/_platform/authorizer/v1/authorizer/token/generate", {
      id: "arunika-web",
      secret: "arunika-rahasia-lokal",
      scopes: "settings:read",
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { token, code } = generated.json().data;
    expect(code).toMatch(/^[0-9a-f]{12}$/);
    // The AppToken is the token encrypted with the app-token key (docs/app-token.md); the platform refuses anything else with 401.
    expect(
      (await platform.get("/_platform/authorizer/v1/authorizer/validate", { apptoken: encryptAppToken(DEV_APP_TOKEN_KEY, token) })).json().data,
    ).toMatchObject({ valid: true });
    expect((await platform.get("/_platform/authorizer/v1/authorizer/validate", { apptoken: "palsu" })).statusCode).toBe(401);
    const wrong = await post("/_platform/authorizer/v1/authorizer/token/generate", { id: "arunika-web", secret: "bukan-rahasia" });
    expect(wrong.json().data).toEqual({ field: "secret" });
  });
});

describe("regions, programs and uploads", () => {
  it("lists the 38 provinces and the cities of one", async () => {
    const provinces = await data("/_platform/authorizer/v1/authorizer/provinces");
    expect(provinces).toHaveLength(38);
    const cities = await data("/_platform/authorizer/v1/authorizer/cities?provinceId=32");
    const names = cities.map((city: { name: string }) => city.name);
    expect(names).toEqual(expect.arrayContaining(["Bandung", "Bekasi", "Bogor", "Depok"]));
    // By place name: the city, then the regency of the same name.
    expect(names.slice(0, 4)).toEqual(["Bandung", "Kabupaten Bandung", "Kabupaten Bandung Barat", "Banjar"]);
  });

  it("pages program schools by 10 unless told otherwise", async () => {
    const program = (await data("/_platform/api/v1/program/active?page=1")).items[0];
    expect((await data(`/_platform/api/v1/program/schools?programId=${program.id}`)).perPage).toBe(10);
    expect((await data(`/_platform/api/v1/program/schools?programId=${program.id}&pageSize=3`)).items.length).toBeLessThanOrEqual(3);
  });

  it("stores an upload and refuses one over 2 MB", async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    const stored = async () => (await platform.query<{ n: number }>("SELECT count(*) AS n FROM upload_bytes"))[0]!.n;
    const before = await stored();
    const ok = await post("/_platform/drive/v1/upload", { fileName: "foto.png", contentType: "image/png", data: png.toString("base64") });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().data.size).toBe(108);
    expect(await stored()).toBe(before + 1);
    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await post("/_platform/drive/v1/upload", { fileName: "besar.png", contentType: "image/png", data: big.toString("base64") });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().data).toEqual({ field: "data" });
  });
});
