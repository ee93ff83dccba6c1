import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSessionClient } from "../../engine/session/createSessionClient.js";
import { SESSION_MESSAGES } from "../../engine/session/sessionCookies.js";
import { sessionRoute } from "../../site/server/sessionRoute.js";

// Issue 10: the access token cookie was written by page scripts (readable by any injected script,
// never HttpOnly). The server now sets it and hands it back only to the site's own pages.
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = Fastify();
  sessionRoute(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => app?.close());

const TOKEN = "eyJhbGciOi.payload.signature";
const sameSite = { "sec-fetch-site": "same-origin" };

function post(body: unknown, headers: Record<string, string>) {
  return fetch(`${base}/_session`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
}

describe("POST /_session", () => {
  it("keeps the token as an HttpOnly cookie with a visible companion, and ends the round trip", async () => {
    const response = await post({ token: "abc123", accessToken: TOKEN }, { ...sameSite, cookie: "sign_in_state=abc123" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const cookies = response.headers.getSetCookie();
    expect(cookies[0]).toBe(`access_token=${TOKEN}; Path=/; Max-Age=604800; SameSite=Lax; HttpOnly`);
    expect(cookies[1]).toMatch(/^signed_in=[\w-]{12}; Path=\/; Max-Age=604800; SameSite=Lax$/);
    expect(cookies[2]).toMatch(/^sign_in_state=; Path=\/; Max-Age=0/);
  });

  it("sets Secure behind https", async () => {
    const secureApp = Fastify({ trustProxy: true });
    sessionRoute(secureApp);
    const response = await secureApp.inject({
      method: "POST",
      url: "/_session",
      headers: { ...sameSite, "x-forwarded-proto": "https", "cookie": "sign_in_state=abc123" },
      payload: { token: "abc123", accessToken: TOKEN },
    });
    expect(response.headers["set-cookie"]).toEqual(expect.arrayContaining([expect.stringMatching(/^access_token=.*; Secure; HttpOnly$/)]));
    await secureApp.close();
  });

  it("refuses another site, a round trip it did not start and a malformed token, and sets nothing", async () => {
    const cases: [Record<string, string>, unknown, number, string][] = [
      [{ "sec-fetch-site": "cross-site", "cookie": "sign_in_state=abc123" }, { token: "abc123", accessToken: TOKEN }, 403, SESSION_MESSAGES.crossSite],
      [{ origin: "https://evil.example", cookie: "sign_in_state=abc123" }, { token: "abc123", accessToken: TOKEN }, 403, SESSION_MESSAGES.crossSite],
      [{ cookie: "sign_in_state=abc123" }, { token: "abc123", accessToken: TOKEN }, 403, SESSION_MESSAGES.crossSite],
      [{ ...sameSite, cookie: "sign_in_state=abc123" }, { token: "other", accessToken: TOKEN }, 400, SESSION_MESSAGES.roundTrip],
      [sameSite, { token: "abc123", accessToken: TOKEN }, 400, SESSION_MESSAGES.roundTrip],
      [{ ...sameSite, cookie: "sign_in_state=abc123" }, { token: "abc123", accessToken: "<script>" }, 400, SESSION_MESSAGES.token],
      [{ ...sameSite, cookie: "sign_in_state=abc123" }, ["abc123"], 400, SESSION_MESSAGES.roundTrip],
    ];
    for (const [headers, body, status, message] of cases) {
      const response = await post(body, headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toBe(message);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe("GET and DELETE /_session", () => {
  it("hands the token to the site's own pages only", async () => {
    const own = await fetch(`${base}/_session`, { headers: { ...sameSite, cookie: `access_token=${TOKEN}; signed_in=m1` } });
    expect(await own.json()).toEqual({ accessToken: TOKEN });
    expect(own.headers.get("cache-control")).toBe("no-store");
    const foreign = await fetch(`${base}/_session`, { headers: { "sec-fetch-site": "cross-site", "cookie": `access_token=${TOKEN}` } });
    expect(foreign.status).toBe(403);
    expect(await (await fetch(`${base}/_session`, { headers: sameSite })).json()).toEqual({ accessToken: null });
  });

  it("sets a token kept the old way (by the page) again as HttpOnly", async () => {
    const response = await fetch(`${base}/_session`, { headers: { ...sameSite, cookie: `access_token=${TOKEN}` } });
    expect(response.headers.getSetCookie()[0]).toMatch(/; HttpOnly$/);
  });

  it("signs out", async () => {
    const response = await fetch(`${base}/_session`, { method: "DELETE", headers: { ...sameSite, cookie: `access_token=${TOKEN}; signed_in=m1` } });
    expect(response.headers.getSetCookie()).toEqual([
      "access_token=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly",
      "signed_in=; Path=/; Max-Age=0; SameSite=Lax",
    ]);
  });
});

describe("the browser's session client", () => {
  it("asks the server once per sign-in, nothing when signed out, and again after a new sign-in", async () => {
    let cookies = "";
    const asked: string[] = [];
    const fetcher = (async (input: string) => {
      asked.push(input);
      return new Response(JSON.stringify({ accessToken: `token-for-${cookies}` }), { headers: { "content-type": "application/json" } });
    }) as unknown as typeof fetch;
    const client = createSessionClient({ fetch: fetcher, cookies: () => cookies, signedInAtLoad: false });
    expect(client.signedIn()).toBe(false);
    expect(await client.accessToken()).toBeUndefined();
    cookies = "signed_in=a";
    expect(await client.accessToken()).toBe("token-for-signed_in=a");
    expect(await client.accessToken()).toBe("token-for-signed_in=a");
    cookies = "signed_in=b";
    expect(await client.accessToken()).toBe("token-for-signed_in=b");
    expect(asked).toEqual(["/_session", "/_session"]);
  });

  it("asks again after a failed read", async () => {
    let fail = true;
    const fetcher = (async () =>
      fail ? new Response("", { status: 503 }) : new Response(JSON.stringify({ accessToken: "tok-12345678" }))) as unknown as typeof fetch;
    const client = createSessionClient({ fetch: fetcher, cookies: () => "", signedInAtLoad: true });
    await expect(client.accessToken()).rejects.toThrow(/503/);
    fail = false;
    expect(await client.accessToken()).toBe("tok-12345678");
  });
});
