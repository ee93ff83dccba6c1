import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltServer, type RunningServer } from "../support/startBuiltServer.js";

// Issue 10: the canonical link and og:url took the scheme from a client's X-Forwarded-Proto and the
// host and port from its Host header. On a public host they now come from the tenant's meta.url.
const PUBLIC_HOST = "kelas.example";
const CONFIGURED = "https://www.kelas.example";

/** A main API that knows one public host and demo.localhost; every other call fails, which a page survives block by block. */
function settingsBackend(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const origin = String(request.headers.origin ?? "");
    const local = origin === "http://demo.localhost";
    if (request.url?.startsWith("/v0/cms/app/settings") && (origin === `http://${PUBLIC_HOST}` || local)) {
      const meta = { url: local ? "http://demo.localhost" : `${CONFIGURED}/`, description: "Kelas daring" };
      const data = { id: "demo", title: "Kelas Contoh", layout: "demo", isMaintenance: false, meta };
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ status: true, message: "OK", data }));
      return;
    }
    response.writeHead(404, { "content-type": "application/json" }).end(JSON.stringify({ status: false, message: "Tidak ditemukan", data: null }));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

let backend: http.Server;
let site: RunningServer;
beforeAll(async () => {
  backend = await settingsBackend();
  site = await startBuiltServer({ API_BASE_URL: `http://127.0.0.1:${(backend.address() as AddressInfo).port}/` });
}, 60_000);
afterAll(async () => {
  await site?.stop();
  backend?.close();
});

function get(host: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: site.port, path, headers: { ...headers, host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const canonicalOf = (html: string) => /<link[^>]* rel="canonical" href="([^"]*)"/.exec(html)?.[1];
const ogUrlOf = (html: string) => /<meta[^>]* property="og:url" content="([^"]*)"/.exec(html)?.[1];

describe("the address a public page names as its own", () => {
  it("is the tenant's configured origin whatever the Host port and forwarded headers say", async () => {
    const headers = { "x-forwarded-proto": "javascript", "x-forwarded-host": "penyusup.example" };
    for (const host of [PUBLIC_HOST, `${PUBLIC_HOST}:8443`]) {
      const page = await get(host, "/?utm_source=penyusup", headers);
      expect(page.status, page.body.slice(0, 300)).toBe(200);
      expect(canonicalOf(page.body)).toBe(`${CONFIGURED}/`);
      expect(ogUrlOf(page.body)).toBe(`${CONFIGURED}/`);
      expect(page.body).not.toContain("penyusup");
      expect(page.body).not.toContain(":8443");
    }
  });

  it("stays the request's own origin on a developer's local host", async () => {
    const page = await get(`demo.localhost:${site.port}`, "/");
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).toBe(`http://demo.localhost:${site.port}/`);
  });
});
