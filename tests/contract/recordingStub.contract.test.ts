import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogue, embeddedBaseUrls } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import { createApiClient } from "../../engine/data/createApiClient.js";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

/**
 * Proves that a host role's environment variable switches the host: the services role (SERVICES_BASE_URL)
 * is pointed at a stub that records every request, once for the built site server rendering a page, once
 * for the engine client calling every services entry.
 */

interface Recorded {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
}

const ROLE = "services";
const PREFIX = "/stub-services/";
const COUNT = 4242;
const services = catalogue.entries.filter((entry) => entry.host === ROLE);

/** A valid answer for the entry a path belongs to (a stub has to speak each entry's envelope). */
function cannedBody(path: string, query: Record<string, string>): unknown {
  const relative = path.slice(PREFIX.length);
  const entry = services.find((candidate) => new RegExp(`^${candidate.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(relative));
  if (entry?.envelope === "batch") return { page: { current_page: 1, last_page: 1 }, data_count: { per_page: 10, total_data: 0 }, data: [] };
  // statistics.counter answers the counters it was asked for, with a number the embedded platform never has.
  const data = entry?.id === "statistics.counter" ? Object.fromEntries(Object.keys(query).map((key) => [key, COUNT])) : {};
  return { status: true, message: "stub", data };
}

let stub: Server;
let stubBase = "";
const received: Recorded[] = [];
let site: RunningServer;

beforeAll(async () => {
  stub = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stub");
    const query = Object.fromEntries(url.searchParams);
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method ?? "", path: url.pathname, query, headers: request.headers, body });
      const known = url.pathname.startsWith(PREFIX);
      response.writeHead(known ? 200 : 404, { "content-type": "application/json" });
      response.end(JSON.stringify(known ? cannedBody(url.pathname, query) : { status: false, message: "unknown", data: null }));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  stubBase = `http://127.0.0.1:${(stub.address() as AddressInfo).port}${PREFIX}`;
  // The page cache would serve a page rendered before; this run wants every render to call out.
  site = await startBuiltServer({ [catalogue.hosts[ROLE].env]: stubBase, PAGE_CACHE_MS: "0" });
});

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => stub?.close(resolve));
});

describe(`${catalogue.hosts[ROLE].env} points the ${ROLE} role at another host`, () => {
  it("the built server renders a page with the counters fetched from the stub, not the embedded platform", async () => {
    received.length = 0;
    const response = await fetch(`http://127.0.0.1:${site.port}/`, { headers: { host: "demo.localhost" } });
    const html = await response.text();
    expect(response.status, site.output().slice(-2000)).toBe(200);

    const counter = received.find((request) => request.path === `${PREFIX}v1/statistics/counter`);
    expect(counter, JSON.stringify(received.map((r) => r.path))).toBeDefined();
    expect(counter!.method).toBe("GET");
    expect(counter!.query).toEqual({ students: "true", schools: "true", mentors: "true", programs: "true" });
    expect(counter!.headers.lmsid).toBe("demo");
    expect(counter!.headers.accept).toBe("application/json, text/plain;q=0.9");
    expect(counter!.headers.origin).toBe("http://demo.localhost");
    expect(counter!.headers.authorization).toBeUndefined();
    // The stub's numbers are on the page, and the browser is told the same base URL.
    expect(html).toMatch(/4[.,]?242/);
    expect(html).toContain(stubBase);
    expect(html).not.toContain(`"${ROLE}":"${catalogue.hosts[ROLE].embeddedPath}"`);
  });

  it("the engine client sends every services entry to the stub with the method, path, query and headers of the catalogue", async () => {
    const api = createApiClient({
      baseUrls: { ...embeddedBaseUrls(`http://127.0.0.1:${site.port}`), [ROLE]: stubBase },
      origin: "http://demo.localhost",
      credentials: () => ({ lmsId: "demo", appToken: "stub-app-token", accessToken: "stub-access-token" }),
    });
    const values: Record<string, ParamValues> = {
      "statistics.counter": { students: true, cities: true },
      "statistics.record": { event: "page_view", path: "/Class", refId: 3 },
      "program.batch.active": { page: 2, perPage: 5 },
      "program.silabus": { programId: 7 },
      "statistic.provinces.score": { limit: 3 },
      "statistic.chart": { type: "students" },
      "statistic.batchs.activeDetail": { id: 9 },
    };
    expect(services.length).toBeGreaterThan(10);
    for (const entry of services) {
      received.length = 0;
      const given = values[entry.id] ?? {};
      await api.call(entry, given);
      expect(received, entry.id).toHaveLength(1);
      const [request] = received;
      const path = entry.path.replace(/\{(\w+)\}/g, (_match, name: string) => String(given[name]));
      expect(request!.method, entry.id).toBe(entry.method);
      expect(request!.path, entry.id).toBe(`${PREFIX}${path}`);
      const query = Object.fromEntries(entry.params.filter((p) => p.in === "query" && given[p.name] !== undefined).map((p) => [p.name, String(given[p.name])]));
      expect(request!.query, entry.id).toEqual(query);
      const body = Object.fromEntries(entry.params.filter((p) => p.in === "body" && given[p.name] !== undefined).map((p) => [p.name, given[p.name]]));
      if (entry.method === "GET") expect(request!.body, entry.id).toBe("");
      else expect(JSON.parse(request!.body), entry.id).toEqual(body);
      expect(request!.headers.lmsid, entry.id).toBe("demo");
      expect(request!.headers.apptoken, entry.id).toBe("stub-app-token");
      expect(request!.headers.origin, entry.id).toBe("http://demo.localhost");
      // ce/extensions goes without a bearer; the other services calls carry the stored one.
      expect(request!.headers.authorization, entry.id).toBe(entry.auth === "bearer" ? "Bearer stub-access-token" : undefined);
    }
  });
});
