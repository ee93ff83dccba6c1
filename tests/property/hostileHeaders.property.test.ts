import fc from "fast-check";
import http from "node:http";
import { describe, expect, inject, it } from "vitest";
import { isWellFormedHost } from "../../schemas/hosts/isWellFormedHost.js";

// Issue 10: arbitrary Host and X-Forwarded-* headers against the built server: no 5xx, nothing of
// them written back into the page (canonical link, og:url, redirects), and no redirect off the site.
const port = inject("serverPort");
const MARK = "penyusup";

/** A raw request: http.request would refuse some of these Host values itself. */
function send(host: string, headers: Record<string, string>, path = "/"): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, method: "GET", headers: { ...headers, host }, insecureHTTPParser: true }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
    });
    request.on("error", reject);
    request.end();
  });
}

const hostileHost = fc.oneof(
  fc.constantFrom("demo.localhost", "main.localhost", "demo.localhost:3000", "[::1]", "127.0.0.1"),
  fc
    .tuple(
      fc.constantFrom("demo.localhost", `${MARK}.example`, "main.localhost"),
      fc.constantFrom("\t", " ", "@", ":", ",", "<", '"', ":99999", ":0", ".", "..", "%00"),
    )
    .map(([host, junk]) => `${host}${junk}${MARK}`),
  fc.constantFrom(`${MARK}.example`, `demo.localhost@${MARK}.example`, `${MARK}.example:8080`),
);
const forwarded = fc.record({
  "x-forwarded-proto": fc.constantFrom("https", "javascript", `${MARK}`, "http"),
  "x-forwarded-host": fc.constantFrom(`${MARK}.example`, "demo.localhost", `evil.${MARK}.example:443`),
  "x-forwarded-for": fc.constantFrom("203.0.113.9", "127.0.0.1", `${MARK}`),
});

describe("hostile Host and X-Forwarded-* headers", () => {
  it("never give a 5xx, never reflect, never redirect off the site", async () => {
    await fc.assert(
      fc.asyncProperty(hostileHost, forwarded, fc.constantFrom("/", "/Login", "/Class?page=2", "/News"), async (host, headers, path) => {
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send(host, headers, path);
        } catch {
          return; // Node's own parser refused the header: nothing reached the server.
        }
        expect(answer.status, `${JSON.stringify(host)} ${path}`).toBeLessThan(500);
        if (!isWellFormedHost(host)) expect(answer.status).toBe(400);
        expect(answer.body.toLowerCase()).not.toContain(MARK);
        if (answer.location) {
          expect(answer.location.toLowerCase()).not.toContain(MARK);
          // The site's own path, or (the sign-in page) an absolute URL on the host that was asked for, never elsewhere.
          if (!answer.location.startsWith("/") || answer.location.startsWith("//")) expect(new URL(answer.location).host).toBe(host);
        }
      }),
      { numRuns: 150 },
    );
  });
});
