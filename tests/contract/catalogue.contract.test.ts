import { Ajv } from "ajv";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue, embeddedBaseUrls, getCatalogueEntry } from "../../engine/catalogue/catalogue.js";
import type { ParamValues } from "../../engine/catalogue/paramValues.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { SourceError } from "../../engine/errors/SourceError.js";
import { DEV_APP_TOKEN_KEY } from "../../engine/appToken/devAppTokenKey.js";
import { encryptAppToken } from "../../engine/appToken/encryptAppToken.js";
import { envelopeSchemas } from "../../schemas/envelopes.js";
import { classItemSchema, counterSchema, postItemSchema } from "../../schemas/entities.js";
import { settingsSchema } from "../../schemas/settings.js";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/catalogueSeed.js";
import { shareToken } from "../../site/platform/seed/shareToken.js";
import { futureWeekday } from "../support/futureWeekday.js";

const port = inject("serverPort");
const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<object, ReturnType<typeof ajv.compile>>();
const validator = (schema: object) => compiled.get(schema) ?? compiled.set(schema, ajv.compile(schema)).get(schema)!;
const baseUrls = embeddedBaseUrls(`http://127.0.0.1:${port}`);

interface Exchange {
  method: string;
  url: URL;
  headers: Headers;
  status: number;
  body: unknown;
}

/** The engine's own client, with a fetch that keeps a copy of what went over the wire. */
function recordingClient(tenantHost: string, lmsId?: string, accessToken?: string) {
  const exchanges: Exchange[] = [];
  const recordingFetch = (async (input: Request) => {
    const response = await fetch(input.clone());
    exchanges.push({ method: input.method, url: new URL(input.url), headers: input.headers, status: response.status, body: await response.clone().json() });
    return response;
  }) as typeof fetch;
  const api = createApiClient({ baseUrls, origin: `http://${tenantHost}`, fetch: recordingFetch, remoteTablesAnonKey: ANON_KEY, credentials: () => ({ lmsId, appToken, accessToken }) });
  return { api, exchanges };
}

const itemSchemas: Record<string, object> = { "class.active": classItemSchema, "post.list": postItemSchema, "post.article.list": postItemSchema };
const dataSchemas: Record<string, object> = { "settings.get": settingsSchema, "lms.settings.get": settingsSchema, "statistics.counter": counterSchema, "class.overview": classItemSchema, "post.detail": postItemSchema };

type Api = ReturnType<typeof recordingClient>["api"];
const call = (api: Api, id: string, values: ParamValues = {}) => api.call(getCatalogueEntry(id), values);
const first = async <T,>(api: Api, id: string, values: ParamValues = {}): Promise<T> => ((await call(api, id, { page: 1, ...values })) as { items: T[] }).items[0]!;
const unique = Date.now() % 1_000_000;
// A 1×1 transparent PNG.
const PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
const TENANT = "demo";

/** One call per catalogue entry (some twice); `values` may look up ids from other entries first. */
const calls: { id: string; values: ParamValues | ((api: Api) => Promise<ParamValues>); status?: number }[] = [
  { id: "settings.get", values: {} },
  { id: "class.active", values: { page: 1, pageSize: 6 } },
  { id: "class.active", values: { page: 2, pageSize: 6, state: "ended" } },
  { id: "class.overview", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "class.active", { pageSize: 1 })).slug }) },
  { id: "post.list", values: { page: 1, pageSize: 10, kind: "news" } },
  { id: "post.detail", values: async (api) => ({ id: (await first<{ id: number }>(api, "post.list", { pageSize: 1 })).id }) },
  { id: "post.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "post.list", { pageSize: 1 })).slug }) },
  { id: "share.resolve", values: async (api) => ({ token: shareToken("post", (await first<{ slug: string }>(api, "post.list", { pageSize: 1, kind: "news" })).slug) }) },
  { id: "share.resolve", values: async (api) => ({ token: shareToken("class", (await first<{ slug: string }>(api, "class.active", { pageSize: 1 })).slug) }) },
  { id: "statistics.counter", values: { students: true, schools: true, cities: true } },
  { id: "cms.requestDemo", values: { email: "kontrak@contoh.id" } },
  { id: "post.appointment.create", values: { name: "Uji Kontrak", email: "kontrak@contoh.id", phone: "081234567890", date: futureWeekday(), time: "11:00", message: "Tes" }, status: 201 },
  { id: "lms.app.id", values: { id: TENANT } },
  { id: "lms.settings.get", values: { id: TENANT } },
  { id: "lms.setting.get", values: { id: TENANT, key: "clr_primary" } },
  // Writes put back the value that is there, so the running site's look does not change under the browser tests.
  { id: "lms.settings.update", values: async (api) => ({ id: TENANT, title: ((await call(api, "lms.settings.get", { id: TENANT })) as { title: string }).title }) },
  { id: "lms.setting.update", values: async (api) => ({ id: TENANT, key: "clr_primary", value: ((await call(api, "lms.setting.get", { id: TENANT, key: "clr_primary" })) as { value: string }).value }) },
  { id: "authorizer.version", values: {} },
  { id: "authorizer.validate", values: {} },
  { id: "authorizer.token.generate", values: { id: `${TENANT}-web`, secret: `${TENANT}-rahasia-lokal`, scopes: "settings:read" } },
  { id: "region.provinces", values: {} },
  { id: "region.cities", values: { provinceId: 32 } },
  { id: "career.list", values: { page: 1 } },
  { id: "career.job.list", values: async (api) => ({ careerId: (await first<{ id: number }>(api, "career.list")).id, page: 1 }) },
  { id: "career.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "career.list")).slug }) },
  { id: "career.job.detail", values: async (api) => {
    const careerId = (await first<{ id: number }>(api, "career.list")).id;
    return { id: (await first<{ id: number }>(api, "career.job.list", { careerId })).id };
  } },
  { id: "class.syllabus", values: async (api) => ({ classroomId: (await first<{ id: number }>(api, "class.active", { pageSize: 1 })).id }) },
  { id: "class.webinar", values: { page: 1, perPage: 6 } },
  { id: "class.webinar.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "class.webinar", { perPage: 1 })).slug }) },
  { id: "program.active", values: { page: 1, pageSize: 6 } },
  { id: "program.active.detail", values: async (api) => ({ slug: (await first<{ slug: string }>(api, "program.active")).slug }) },
  { id: "program.schools", values: async (api) => ({ programId: (await first<{ id: number }>(api, "program.active")).id }) },
  { id: "program.list", values: {} },
  { id: "program.batch.active", values: { page: 1 } },
  { id: "program.silabus", values: async (api) => ({ programId: (await first<{ id: number }>(api, "program.active")).id }) },
  { id: "mentor.active", values: {} },
  { id: "post.article.list", values: { page: 1, pageSize: 10 } },
  { id: "post.gallery.list", values: { page: 1 } },
  { id: "auth.signup.coder", values: async (api) => ({ name: "Coder Kontrak", email: `coder${unique}@contoh.id`, phone: "081200000001", password: "rahasia-kuat-1", schoolId: (await first<{ id: number }>(api, "school.list")).id }), status: 201 },
  { id: "team.register", values: async (api) => ({ teamName: `Tim Kontrak A${unique}`, leaderName: "Ketua Kontrak", email: "tim@contoh.id", phone: "081200000002", schoolId: (await first<{ id: number }>(api, "school.list")).id }), status: 201 },
  { id: "auth.team.register", values: async (api) => ({ teamName: `Tim Kontrak B${unique}`, leaderName: "Ketua Kontrak", email: "tim@contoh.id", phone: "081200000002", schoolId: (await first<{ id: number }>(api, "school.list")).id }), status: 201 },
  { id: "account.generateToken", values: { email: seedUserEmail(TENANT, 4), password: SEED_PASSWORD } },
  { id: "account.userDetail", values: {} },
  { id: "user.me", values: {} },
  { id: "statistics.record", values: { event: "page_view", path: "/Class" }, status: 201 },
  { id: "school.list", values: { page: 1, provinceId: 32 } },
  {
    id: "school.register",
    values: async (api) => ({
      name: "SMK Kontrak Nusantara", npsn: String(10_000_000 + unique), cityId: 1, contactName: "Guru Kontrak", email: "sekolah@contoh.id", phone: "081200000003",
      letterFileId: ((await call(api, "drive.upload", { fileName: "surat-tugas.png", contentType: "image/png", data: PNG })) as { id: string }).id,
    }),
    status: 201,
  },
  { id: "drive.upload", values: { fileName: "pixel.png", contentType: "image/png", data: PNG }, status: 201 },
  { id: "mailer.notify", values: { to: "peserta@contoh.id", subject: "Uji kontrak", message: "Halo dari tes kontrak", template: "general" }, status: 201 },
  { id: "statistic.summary", values: {} },
  { id: "statistic.provinces", values: {} },
  { id: "statistic.provinces.score", values: { limit: 5 } },
  { id: "statistic.landing.counter", values: {} },
  { id: "statistic.counter", values: {} },
  { id: "statistic.chart", values: { type: "students" } },
  { id: "statistic.batchs.active", values: {} },
  { id: "statistic.batchs.activeDetail", values: async (api) => ({ id: ((await call(api, "statistic.batchs.active")) as { id: number }[])[0]!.id }) },
  { id: "statistic.students.chart", values: {} },
  { id: "statistic.registrar.chart", values: {} },
  { id: "ce.extensions", values: {} },
  { id: "tables.bookReviews.list", values: { limit: 5 } },
  { id: "tables.bookReviews.create", values: { name: "Pembaca Kontrak", rating: 5, review: "Buku yang sangat membantu saya." }, status: 201 },
  { id: "tables.aspirations.list", values: {} },
  { id: "tables.aspirations.create", values: { name: "Warga Kontrak", city: "Bandung", aspiration: "Semoga ada kelas untuk guru SD." }, status: 201 },
  { id: "tables.userDisc.create", values: { name: "Peserta Kontrak", email: "disc@contoh.id", d: 10, i: 20, s: 5, c: 3 }, status: 201 },
  { id: "tables.testimonies.create", values: { name: "Alumni Kontrak", role: "Alumni", message: "Kelasnya seru dan bermanfaat.", rating: 5 }, status: 201 },
  { id: "tables.donations.list", values: { select: "amount" } },
  { id: "tables.donations.create", values: { name: "Donatur Kontrak", email: "donasi@contoh.id", amount: 50000 }, status: 201 },
];

let adminToken = "";
/** A real app token (spec §7), minted as the site server does with the development key the platform reads. */
let appToken = "";
const ANON_KEY = "kunci-anon-kontrak";
beforeAll(async () => {
  const { api } = recordingClient("demo.localhost", TENANT);
  const issued = (await call(api, "authorizer.token.generate", { id: `${TENANT}-web`, secret: `${TENANT}-rahasia-lokal`, scopes: "settings:read" })) as { token: string };
  appToken = encryptAppToken(DEV_APP_TOKEN_KEY, issued.token);
  adminToken = ((await call(api, "account.generateToken", { email: seedUserEmail(TENANT, 0), password: SEED_PASSWORD })) as { token: string }).token;
});

describe("catalogue entries against the embedded platform", () => {
  it("covers every catalogue entry", () => {
    expect(new Set(calls.map((c) => c.id))).toEqual(new Set(catalogue.entries.map((e) => e.id)));
  });

  for (const item of calls) {
    it(`${item.id} ${typeof item.values === "function" ? "(looked-up values)" : JSON.stringify(item.values)} answers the declared envelope`, async () => {
      const entry = getCatalogueEntry(item.id);
      const anonymousSettings = item.id === "settings.get";
      const { api, exchanges } = recordingClient("demo.localhost", anonymousSettings ? undefined : TENANT, adminToken);
      const values = typeof item.values === "function" ? await item.values(api) : item.values;
      const data = await api.call(entry, values);
      const exchange = exchanges[exchanges.length - 1]!;

      expect(exchange.method).toBe(entry.method);
      const path = entry.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(values[name])));
      expect(exchange.url.pathname).toBe(new URL(baseUrls[entry.host]).pathname + path);
      for (const param of entry.params.filter((p) => p.in === "query")) {
        const sent = exchange.url.searchParams.get(param.name);
        expect(sent).toBe(values[param.name] === undefined ? null : String(values[param.name]));
      }
      expect(exchange.status).toBe(item.status ?? 200);
      expect(entry.success).toContain(exchange.status);
      expect(exchange.headers.get("lmsid")).toBe(anonymousSettings ? null : TENANT);
      expect(exchange.headers.get("origin")).toBe("http://demo.localhost");
      if (entry.host === "remoteTables") {
        // A hosted backend: its public anonymous key, PostgREST style, and none of the platform's tokens.
        expect(exchange.headers.get("apikey")).toBe(ANON_KEY);
        expect(exchange.headers.get("authorization")).toBe(`Bearer ${ANON_KEY}`);
        expect(exchange.headers.get("apptoken")).toBeNull();
      } else {
        expect(exchange.headers.get("apptoken")).toBe(appToken);
        expect(exchange.headers.get("x-app-authorization")).toBe(entry.host === "authorizer" ? appToken : null);
        expect(exchange.headers.get("apikey")).toBeNull();
        // No bearer on the entries the spec names (extensions, mail notification) nor on the other auth "none" ones.
        expect(exchange.headers.get("authorization")).toBe(entry.auth === "bearer" ? `Bearer ${adminToken}` : null);
      }

      const envelope = validator(envelopeSchemas[entry.envelope]);
      expect(envelope(exchange.body), ajv.errorsText(envelope.errors)).toBe(true);
      const itemSchema = itemSchemas[item.id];
      if (itemSchema) {
        const validate = validator(itemSchema);
        for (const record of (data as { items: unknown[] }).items) expect(validate(record), ajv.errorsText(validate.errors)).toBe(true);
      }
      const dataSchema = dataSchemas[item.id];
      if (dataSchema) {
        const validate = validator(dataSchema);
        expect(validate(data), ajv.errorsText(validate.errors)).toBe(true);
      }
      if (entry.envelope === "rows" && entry.method === "POST") expect((data as unknown[]).length).toBe(1);
    });
  }

  it("sends no query string for class.active without page (spec §7)", async () => {
    const { api, exchanges } = recordingClient("demo.localhost", "demo");
    await api.call(getCatalogueEntry("class.active"), { pageSize: 2, search: "x" });
    expect(exchanges[0]!.url.search).toBe("");
  });

  it("answers the counters it was asked for, computed per tenant", async () => {
    const demo = await recordingClient("demo.localhost", "demo").api.call(getCatalogueEntry("statistics.counter"), { students: true, mentors: true });
    expect(Object.keys(demo as object).sort()).toEqual(["mentors", "students"]);
    const main = await recordingClient("main.localhost", "arunika").api.call(getCatalogueEntry("statistics.counter"), { students: true, mentors: true });
    expect(main).not.toEqual(demo);
  });

  it("refuses bad input with a 400 that names the field", async () => {
    const { api } = recordingClient("demo.localhost", "demo");
    const error = await api.call(getCatalogueEntry("class.active"), { page: 1, pageSize: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ status: 400, field: "pageSize" });
    expect((error as Error).message).toMatch(/pageSize/);
  });

  it("refuses a tampered, stale, foreign or missing AppToken with 401 saying what is wrong", async () => {
    const validate = (headers: Record<string, string>) => fetch(`${baseUrls.authorizer}v1/authorizer/validate`, { headers: { Origin: "http://demo.localhost", ...headers } });
    const refusal = async (headers: Record<string, string>) => {
      const response = await validate(headers);
      return { status: response.status, body: (await response.json()) as { status: boolean; message: string; data: { field: string; problem: string } } };
    };
    const ok = await validate({ AppToken: appToken });
    expect(ok.status).toBe(200);
    // Flip one bit of the ciphertext's last byte: still decrypts in CTR, to a token the authorizer never issued.
    const bytes = Buffer.from(appToken, "base64url");
    bytes[bytes.length - 1]! ^= 0x01;
    const tampered = await refusal({ AppToken: bytes.toString("base64url") });
    expect(tampered).toMatchObject({ status: 401, body: { status: false, data: { field: "AppToken" } } });
    expect(["unknown", "garbled"]).toContain(tampered.body.data.problem);
    const issued = (await recordingClient("demo.localhost", TENANT).api.call(getCatalogueEntry("authorizer.token.generate"), { id: `${TENANT}-web`, secret: `${TENANT}-rahasia-lokal` })) as { token: string };
    const stale = await refusal({ AppToken: encryptAppToken(DEV_APP_TOKEN_KEY, issued.token, Date.now() - 24 * 3600_000) });
    expect(stale).toMatchObject({ status: 401, body: { status: false, data: { problem: "stale" } } });
    expect(stale.body.message).toMatch(/kedaluwarsa/);
    const foreign = await refusal({ AppToken: encryptAppToken(new Uint8Array(32).fill(7), issued.token) });
    expect(foreign).toMatchObject({ status: 401, body: { data: { problem: "garbled" } } });
    expect(await refusal({})).toMatchObject({ status: 401, body: { data: { problem: "missing" } } });
    // Any platform call refuses a bad token that is sent, not only validate.
    const classes = await fetch(`${baseUrls.main}v1/class/active`, { headers: { lmsId: TENANT, AppToken: "bukan-token" } });
    expect(classes.status).toBe(401);
    expect(((await classes.json()) as { message: string }).message).toMatch(/AppToken/);
  });

  it("resolves a share token (GET {token}) to the record it names and the page that shows it", async () => {
    const { api, exchanges } = recordingClient("demo.localhost", TENANT);
    const post = await first<{ id: number; slug: string; title: string }>(api, "post.list", { pageSize: 1, kind: "news" });
    const token = shareToken("post", post.slug);
    const shared = await call(api, "share.resolve", { token });
    expect(shared).toEqual({ token, kind: "post", id: post.id, slug: post.slug, title: post.title, path: `/News/${post.id}/${post.slug}` });
    // The whole path under the main API's base is the token.
    expect(exchanges.at(-1)!.url.pathname).toBe(`${new URL(baseUrls.main).pathname}${token}`);
    const klass = await first<{ id: number; slug: string; name: string }>(api, "class.active", { pageSize: 1 });
    expect(await call(api, "share.resolve", { token: shareToken("class", klass.slug) })).toMatchObject({ kind: "class", id: klass.id, path: `/Class/${klass.slug}` });
    // A token of another site's record, an unknown token and a malformed one.
    const other = recordingClient("main.localhost", "arunika").api;
    await expect(call(other, "share.resolve", { token })).rejects.toMatchObject({ status: 404 });
    await expect(call(api, "share.resolve", { token: "tidakada1" })).rejects.toMatchObject({ status: 404 });
    await expect(call(api, "share.resolve", { token: "a.b.c.d.e" })).rejects.toMatchObject({ status: 400, field: "token" });
    // '.' and '..' would leave the API's base; the request is refused before it is sent.
    expect(() => call(api, "share.resolve", { token: ".." })).toThrow(/got '\.\.'/);
  });

  it("finds a post by slug as by id", async () => {
    const { api } = recordingClient("demo.localhost", TENANT);
    const post = await first<{ id: number; slug: string }>(api, "post.list", { pageSize: 1 });
    expect(await call(api, "post.detail", { slug: post.slug })).toEqual(await call(api, "post.detail", { id: post.id }));
    await expect(call(api, "post.detail", { slug: "tidak-ada-berita-ini" })).rejects.toMatchObject({ status: 404 });
    await expect(call(api, "post.detail", {})).rejects.toMatchObject({ status: 400 });
  });

  it("answers 404 for the settings of an unknown host", async () => {
    const { api } = recordingClient("tidak-dikenal.example.org");
    await expect(api.call(getCatalogueEntry("settings.get"), {})).rejects.toMatchObject({ status: 404 });
  });
});
