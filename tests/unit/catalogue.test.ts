import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { Ajv } from "ajv";
import { catalogueSchemaFile } from "../../schemas/catalogueSchemaFile.js";
import { describe, expect, it } from "vitest";
import { catalogueSchema } from "../../schemas/catalogue.schema.js";
import { catalogue, embeddedBaseUrls, getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { buildRequest } from "../../engine/catalogue/buildRequest.js";
import { coerceParamValue } from "../../schemas/catalogue/paramValues.js";
import { resolveBinding } from "../../engine/data/resolveBinding.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { SourceError } from "../../engine/errors/SourceError.js";

describe("the catalogue", () => {
  it("is valid against its own schema", () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(catalogueSchema);
    expect(validate(catalogue), JSON.stringify(validate.errors)).toBe(true);
  });
  it("names the editor's schema it is written against, and that file is up to date (npm run schemas)", () => {
    expect((catalogue as { $schema?: string }).$schema).toBe("./catalogue.schema.json");
    expect(readFileSync(resolve(import.meta.dirname, "../../schemas/catalogue.schema.json"), "utf8")).toBe(catalogueSchemaFile());
  });
  it("has unique ids", () => {
    const ids = catalogue.entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("catalogue → request", () => {
  const classes = getCatalogueEntry("class.active");
  it("sends the class query only when page is given", () => {
    expect(buildRequest(classes, { pageSize: 6, search: "python" }).path).toBe("v1/class/active");
    expect(buildRequest(classes, { "page": 2, "pageSize": 6, "filter.type": "online", "programIds": [1, 3] }).path).toBe(
      "v1/class/active?page=2&pageSize=6&programIds=1%2C3&filter.type=online",
    );
  });
  it("puts body parameters in the body", () => {
    const request = buildRequest(getCatalogueEntry("post.appointment.create"), {
      name: "Sari",
      email: "s@contoh.id",
      phone: "0812345678",
      date: "2026-12-01",
      time: "10:00",
    });
    expect(request).toMatchObject({ host: "main", method: "POST", path: "v1/post/appointment/create", body: { name: "Sari", date: "2026-12-01" } });
  });
  it("refuses a call without a required parameter", () => {
    expect(() => buildRequest(getCatalogueEntry("class.overview"), {})).toThrow(/needs the query parameter 'slug'/);
  });
  it("uses the services host for counters", () => {
    expect(buildRequest(getCatalogueEntry("statistics.counter"), { students: true }).host).toBe("services");
  });
});

describe("bindings", () => {
  const binding = { source: "class.active", params: { page: { query: "page", default: 1 }, pageSize: 6, search: { query: "q" } } };
  it("reads query values and falls back to the default for a bad one", () => {
    const scope = (search: string) => ({ routeParams: {}, search: new URLSearchParams(search) });
    expect(resolveBinding(binding, scope("page=3&q=web")).values).toEqual({ page: 3, pageSize: 6, search: "web" });
    expect(resolveBinding(binding, scope("page=abc")).values).toEqual({ page: 1, pageSize: 6 });
    expect(resolveBinding(binding, scope("page=0")).values).toEqual({ page: 1, pageSize: 6 });
  });
  it("reads route params and reports missing required ones", () => {
    const detail = { source: "class.overview", params: { slug: { route: "slug" } } };
    expect(resolveBinding(detail, { routeParams: { slug: "web-dasar" }, search: new URLSearchParams() }).values).toEqual({ slug: "web-dasar" });
    expect(resolveBinding(detail, { routeParams: {}, search: new URLSearchParams() }).missing).toEqual(["slug"]);
  });
  it("coerces by the declared type", () => {
    const param = { name: "x", in: "query" as const, type: "boolean" as const };
    expect(coerceParamValue(param, "1")).toBe(true);
    expect(coerceParamValue(param, "yes")).toBeUndefined();
  });
});

const baseUrls = embeddedBaseUrls("http://platform.test");

describe("api client headers", () => {
  it("sends Bearer, AppToken and lmsId, Bearer only for bearer entries", async () => {
    const seen: Headers[] = [];
    const fakeFetch = (async (input: Request) => {
      seen.push(input.headers);
      return new Response(JSON.stringify({ status: true, message: "ok", data: {} }), { status: 200, headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch;
    const api = createApiClient({ baseUrls, fetch: fakeFetch, credentials: () => ({ accessToken: "tok", appToken: "app", lmsId: "demo" }) });
    await api.call(getCatalogueEntry("statistics.counter"), {});
    await api.call(getCatalogueEntry("settings.get"), {});
    expect(seen[0]!.get("authorization")).toBe("Bearer tok");
    expect(seen[0]!.get("apptoken")).toBe("app");
    expect(seen[0]!.get("lmsid")).toBe("demo");
    expect(seen[1]!.get("authorization")).toBeNull();
  });
  it("turns status false and HTTP errors into SourceError with the platform's message", async () => {
    const respond = (status: number, body: unknown) =>
      (async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })) as unknown as typeof fetch;
    const entry = getCatalogueEntry("class.active");
    const failing = createApiClient({
      baseUrls,
      fetch: respond(400, { status: false, message: "pageSize harus 1–100", data: { field: "pageSize" } }),
      credentials: () => ({}),
    });
    await expect(failing.call(entry, { page: 1 })).rejects.toMatchObject({
      name: "SourceError",
      status: 400,
      field: "pageSize",
      message: "pageSize harus 1–100",
    });
    const falseStatus = createApiClient({ baseUrls, fetch: respond(200, { status: false, message: "Tidak boleh", data: null }), credentials: () => ({}) });
    await expect(falseStatus.call(entry, {})).rejects.toBeInstanceOf(SourceError);
    const badShape = createApiClient({ baseUrls, fetch: respond(200, { status: true, message: "ok", data: [] }), credentials: () => ({}) });
    await expect(badShape.call(entry, {})).rejects.toThrow(/paginated list/);
  });
  it("asks for JSON or text, and names what came instead of JSON (a proxy's HTML page)", async () => {
    let accept: string | null = null;
    const proxyPage = (async (input: Request) => {
      accept = input.headers.get("accept");
      return new Response("<html><body><h1>502 Bad Gateway</h1></body></html>", { status: 200, headers: { "content-type": "text/html" } });
    }) as unknown as typeof fetch;
    const api = createApiClient({ baseUrls, fetch: proxyPage, credentials: () => ({}) });
    await expect(api.call(getCatalogueEntry("class.active"), {})).rejects.toMatchObject({
      name: "SourceError",
      status: 200,
      message: "Source 'class.active' answered text/html instead of JSON: '<html><body><h1>502 Bad Gateway</h1></body></html>'",
    });
    expect(accept).toBe("application/json, text/plain;q=0.9");
  });
});
