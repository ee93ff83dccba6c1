import fc from "fast-check";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { isWellFormedHost } from "../../schemas/hosts/isWellFormedHost.js";
import { builtServerPort } from "../support/builtServerPort.js";

// Issue 10: arbitrary Host and X-Forwarded-* headers against the built server: no 5xx, nothing of
// them written back into the page (canonical link, og:url, redirects), and no redirect off the site.
// A property over the real server, so a contract test: the run starts the server (builtServerPort).
const MARK = "penyusup";

/** The codes with which Node's own client refuses a header before anything is sent. */
const REFUSED_BEFORE_SENDING = new Set(["ERR_INVALID_CHAR", "ERR_INVALID_HTTP_TOKEN", "ERR_HTTP_INVALID_HEADER_VALUE", "ERR_UNESCAPED_CHARACTERS"]);

interface Answer {
  readonly status: number;
  readonly location?: string;
  readonly body: string;
}

/**
 * A raw request (http.request refuses some Host values itself: then "unsent", nothing reached a server).
 * Anything else that fails, a refused, reset or dropped connection, rejects: a server that crashes or hangs
 * up on hostile input fails the property.
 */
function send(port: number, host: string, headers: Record<string, string>, path = "/"): Promise<Answer | "unsent"> {
  return new Promise((resolve, reject) => {
    let request: http.ClientRequest;
    try {
      request = http.request({ host: "127.0.0.1", port, path, method: "GET", headers: { ...headers, host }, insecureHTTPParser: true }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("error", reject);
        response.on("end", () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }));
      });
    } catch (error) {
      if (REFUSED_BEFORE_SENDING.has((error as { code?: string }).code ?? "")) return resolve("unsent");
      return reject(error as Error);
    }
    request.on("error", reject);
    request.end();
  });
}

/** What every answer to hostile headers must be; throws (an expect failure) otherwise. */
function checkAnswer(host: string, path: string, answer: Answer): void {
  expect(answer.status, `${JSON.stringify(host)} ${path}`).toBeLessThan(500);
  if (!isWellFormedHost(host)) expect(answer.status).toBe(400);
  expect(answer.body.toLowerCase()).not.toContain(MARK);
  if (answer.location) {
    expect(answer.location.toLowerCase()).not.toContain(MARK);
    // The site's own path, or (the sign-in page) an absolute URL on the host that was asked for, never elsewhere.
    if (!answer.location.startsWith("/") || answer.location.startsWith("//")) expect(new URL(answer.location).host).toBe(host);
  }
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
const paths = fc.constantFrom("/", "/Login", "/Class?page=2", "/News");

/** The property, on any server: returns how many requests reached it. */
async function hostileHeadersHold(port: number, numRuns: number): Promise<number> {
  let reached = 0;
  await fc.assert(
    fc.asyncProperty(hostileHost, forwarded, paths, async (host, headers, path) => {
      const answer = await send(port, host, headers, path);
      if (answer === "unsent") return;
      reached += 1;
      checkAnswer(host, path, answer);
    }),
    { numRuns },
  );
  return reached;
}

/** A server with one planted fault, to show the harness sees it. */
async function withFaultyServer(handler: http.RequestListener, run: (port: number) => Promise<unknown>): Promise<unknown> {
  const server = http.createServer({ insecureHTTPParser: true }, handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    return await run((server.address() as AddressInfo).port);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe("hostile Host and X-Forwarded-* headers", () => {
  it("never give a 5xx, never reflect, never redirect off the site", async () => {
    const reached = await hostileHeadersHold(builtServerPort(), 150);
    // Most hostile values are sendable; a harness that sent none would prove nothing.
    expect(reached).toBeGreaterThan(100);
  });

  describe("the harness itself (planted faults)", () => {
    /** Why the property failed on a server: fast-check's error carries the check's own as its cause. */
    const failureOn = (port: number, numRuns: number) =>
      hostileHeadersHold(port, numRuns).then(
        () => "the property held",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );

    it("fails on a server that writes the Host back into the page", async () => {
      // A 400 to every request, so that only the reflection can fail the property.
      const reflecting: http.RequestListener = (request, response) => {
        response.statusCode = 400;
        response.end(`<link rel="canonical" href="http://${request.headers.host}/">`);
      };
      expect(await withFaultyServer(reflecting, (port) => failureOn(port, 50))).toMatch(/not to contain 'penyusup'/);
    });

    it("fails on a server that hangs up on hostile input, instead of passing on the refusal", async () => {
      const hangingUp: http.RequestListener = (request) => request.socket.destroy();
      expect(await withFaultyServer(hangingUp, (port) => failureOn(port, 20))).toMatch(/socket hang up|ECONNRESET/);
    });

    it("fails when no server listens", async () => {
      const closed = (await withFaultyServer(
        (_request, response) => response.end(),
        async (port) => port,
      )) as number;
      expect(await failureOn(closed, 5)).toMatch(/ECONNREFUSED/);
    });
  });
});
