import { Ajv } from "ajv";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { catalogue, embeddedBaseUrls, getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { SourceError } from "../../engine/errors/SourceError.js";
import { DEV_APP_TOKEN_KEY, encryptAppToken } from "../../engine/appToken/nodeCrypto.js";
import { envelopeSchemas } from "../../schemas/envelopes.js";
import {
  articleRecordSchema,
  classOverviewRecordSchema,
  classRecordSchema,
  counterRecordSchema,
  postDetailRecordSchema,
  postRecordSchema,
  recordSchemas,
} from "../../schemas/records/index.js";
import { settingsSchema } from "../../schemas/settings.js";
import { SEED_PASSWORD, seedUserEmail } from "../../site/platform/seed/seedUserEmail.js";
import { call, catalogueCalls, first, TENANT } from "../support/catalogueCalls.js";
import { recordsOf } from "../support/catalogueRecords.js";
import { shareToken } from "../../site/platform/seed/shareToken.js";
import { builtServerPort } from "../support/builtServerPort.js";
import { queryPlatformDb } from "../support/withPlatformDb.js";

const port = builtServerPort();
const dataDir = inject("serverDataDir");
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
  const api = createApiClient({
    baseUrls,
    origin: `http://${tenantHost}`,
    fetch: recordingFetch,
    remoteTablesAnonKey: ANON_KEY,
    credentials: () => ({ lmsId, appToken, accessToken }),
  });
  return { api, exchanges };
}

const itemSchemas: Record<string, object> = { "class.active": classRecordSchema, "post.list": postRecordSchema, "post.article.list": articleRecordSchema };
const dataSchemas: Record<string, object> = {
  "settings.get": settingsSchema,
  "lms.settings.get": settingsSchema,
  "statistics.counter": counterRecordSchema,
  "class.overview": classOverviewRecordSchema,
  "post.detail": postDetailRecordSchema,
};

const calls = catalogueCalls;

let adminToken = "";
/** A real app token (AES-256-CTR of a timestamp and the token), minted as the site server does with the development key the platform reads. */
let appToken = "";
const ANON_KEY = "kunci-anon-kontrak";
beforeAll(async () => {
  const { api } = recordingClient("demo.localhost", TENANT);
  const issued = (await call(api, "authorizer.token.generate", { id: `${TENANT}-web`, secret: `${TENANT}-rahasia-lokal`, scopes: "settings:read" })) as {
    token: string;
  };
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
      // Writes too answer the record their entry names (reads are checked record by record, closed, in records.contract.test.ts).
      const record = validator(recordSchemas[entry.record]);
      for (const one of recordsOf(entry, data)) expect(record(one), `${entry.record}: ${ajv.errorsText(record.errors)}`).toBe(true);
      if (entry.envelope === "rows" && entry.method === "POST") expect((data as unknown[]).length).toBe(1);
    });
  }

  it("sends no query string for class.active without page", async () => {
    const { api, exchanges } = recordingClient("demo.localhost", "demo");
    await api.call(getCatalogueEntry("class.active"), { pageSize: 2, search: "x" });
    expect(exchanges[0]!.url.search).toBe("");
  });

  it("answers the counters it was asked for, each the count of that tenant's own rows", async () => {
    // The oracle is the platform's database: no contract file writes students or mentors.
    const own = (table: string, tenant: string) =>
      queryPlatformDb<{ n: number }>(dataDir, `SELECT COUNT(*) AS n FROM ${table} WHERE tenant_id = ?`, tenant)[0]!.n;
    const counted = (host: string, tenant: string) =>
      recordingClient(host, tenant).api.call(getCatalogueEntry("statistics.counter"), { students: true, mentors: true });
    const demo = await counted("demo.localhost", "demo");
    expect(demo).toEqual({ students: own("students", "demo"), mentors: own("mentors", "demo") });
    const main = await counted("main.localhost", "arunika");
    expect(main).toEqual({ students: own("students", "arunika"), mentors: own("mentors", "arunika") });
    // The two brands' seeds differ, so a count over every tenant would not pass both lines above.
    expect(own("students", "arunika")).not.toBe(own("students", "demo"));
  });

  it("refuses bad input with a 400 that names the field", async () => {
    const { api } = recordingClient("demo.localhost", "demo");
    const error = await api.call(getCatalogueEntry("class.active"), { page: 1, pageSize: 500 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceError);
    expect(error).toMatchObject({ status: 400, field: "pageSize" });
    expect((error as Error).message).toMatch(/pageSize/);
  });

  it("refuses a tampered, stale, foreign or missing AppToken with 401 saying what is wrong", async () => {
    const validate = (headers: Record<string, string>) =>
      fetch(`${baseUrls.authorizer}v1/authorizer/validate`, { headers: { Origin: "http://demo.localhost", ...headers } });
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
    const issued = (await recordingClient("demo.localhost", TENANT).api.call(getCatalogueEntry("authorizer.token.generate"), {
      id: `${TENANT}-web`,
      secret: `${TENANT}-rahasia-lokal`,
    })) as { token: string };
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
    expect(await call(api, "share.resolve", { token: shareToken("class", klass.slug) })).toMatchObject({
      kind: "class",
      id: klass.id,
      path: `/Class/${klass.slug}`,
    });
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
    // Neither: the client does not send the call (the platform would answer 400).
    expect(() => call(api, "post.detail", {})).toThrow(/needs one of the parameters 'id', 'slug'/);
  });

  it("answers 404 for the settings of an unknown host", async () => {
    const { api } = recordingClient("tidak-dikenal.example.org");
    await expect(api.call(getCatalogueEntry("settings.get"), {})).rejects.toMatchObject({ status: 404 });
  });
});
