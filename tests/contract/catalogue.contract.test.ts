import { Ajv } from "ajv";
import { describe, expect, inject, it } from "vitest";
import { catalogue, embeddedBaseUrls, getCatalogueEntry } from "../../engine/catalogue/catalogue.js";
import type { ParamValues } from "../../engine/catalogue/paramValues.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { SourceError } from "../../engine/errors/SourceError.js";
import { envelopeSchemas } from "../../schemas/envelopes.js";
import { classItemSchema, counterSchema, postItemSchema } from "../../schemas/entities.js";
import { settingsSchema } from "../../schemas/settings.js";

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
function recordingClient(tenantHost: string, lmsId?: string) {
  const exchanges: Exchange[] = [];
  const recordingFetch = (async (input: Request) => {
    const response = await fetch(input.clone());
    exchanges.push({ method: input.method, url: new URL(input.url), headers: input.headers, status: response.status, body: await response.clone().json() });
    return response;
  }) as typeof fetch;
  const api = createApiClient({ baseUrls, origin: `http://${tenantHost}`, fetch: recordingFetch, credentials: () => ({ lmsId, appToken: "test-app-token" }) });
  return { api, exchanges };
}

const itemSchemas: Record<string, object> = { "class.active": classItemSchema, "post.list": postItemSchema };
const dataSchemas: Record<string, object> = { "settings.get": settingsSchema, "statistics.counter": counterSchema, "class.overview": classItemSchema, "post.detail": postItemSchema };

const calls: { id: string; values: ParamValues; status: number }[] = [
  { id: "settings.get", values: {}, status: 200 },
  { id: "class.active", values: { page: 1, pageSize: 6 }, status: 200 },
  { id: "class.active", values: { page: 2, pageSize: 6, state: "ended" }, status: 200 },
  { id: "class.overview", values: { slug: "dasar-html-css" }, status: 200 },
  { id: "post.list", values: { page: 1, pageSize: 10, kind: "news" }, status: 200 },
  { id: "post.detail", values: { id: 1 }, status: 200 },
  { id: "statistics.counter", values: { students: true, schools: true, cities: true }, status: 200 },
  { id: "cms.requestDemo", values: { email: "kontrak@contoh.id" }, status: 200 },
  { id: "post.appointment.create", values: { name: "Uji Kontrak", email: "kontrak@contoh.id", phone: "081234567890", date: "2026-12-01", message: "Tes" }, status: 201 },
];

describe("catalogue entries against the embedded platform", () => {
  it("covers every catalogue entry", () => {
    expect(new Set(calls.map((c) => c.id))).toEqual(new Set(catalogue.entries.map((e) => e.id)));
  });

  for (const call of calls) {
    it(`${call.id} ${JSON.stringify(call.values)} answers the declared envelope`, async () => {
      const entry = getCatalogueEntry(call.id);
      const { api, exchanges } = recordingClient("demo.localhost", call.id === "settings.get" ? undefined : "demo");
      if (call.id === "class.overview") {
        // Take a slug that exists for this tenant.
        const list = (await api.call(getCatalogueEntry("class.active"), { page: 1, pageSize: 1 })) as { items: { slug: string }[] };
        call.values.slug = list.items[0]!.slug;
      }
      if (call.id === "post.detail") {
        const list = (await api.call(getCatalogueEntry("post.list"), { page: 1, pageSize: 1 })) as { items: { id: number }[] };
        call.values.id = list.items[0]!.id;
      }
      const data = await api.call(entry, call.values);
      const exchange = exchanges[exchanges.length - 1]!;

      expect(exchange.method).toBe(entry.method);
      expect(exchange.url.pathname).toBe(new URL(baseUrls[entry.host]).pathname + entry.path);
      expect(exchange.status).toBe(call.status);
      expect(entry.success).toContain(exchange.status);
      expect(exchange.headers.get("lmsid")).toBe(call.id === "settings.get" ? null : "demo");
      expect(exchange.headers.get("apptoken")).toBe("test-app-token");
      expect(exchange.headers.get("origin")).toBe("http://demo.localhost");

      const envelope = validator(envelopeSchemas[entry.envelope]);
      expect(envelope(exchange.body), ajv.errorsText(envelope.errors)).toBe(true);
      const itemSchema = itemSchemas[call.id];
      if (itemSchema) {
        const item = validator(itemSchema);
        for (const record of (data as { items: unknown[] }).items) expect(item(record), ajv.errorsText(item.errors)).toBe(true);
      }
      const dataSchema = dataSchemas[call.id];
      if (dataSchema) {
        const validate = validator(dataSchema);
        expect(validate(data), ajv.errorsText(validate.errors)).toBe(true);
      }
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

  it("answers 404 for the settings of an unknown host", async () => {
    const { api } = recordingClient("tidak-dikenal.example.org");
    await expect(api.call(getCatalogueEntry("settings.get"), {})).rejects.toMatchObject({ status: 404 });
  });
});
