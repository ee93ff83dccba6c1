import { describe, expect, it } from "vitest";
import { APP_TOKEN_MAX_AGE_S, AppTokenError, appTokenSetCookies, checkAppTokenFreshness, parseAppTokenKey } from "../../engine/appToken/protocol.js";
import { decryptAppToken, DEV_APP_TOKEN_KEY, encryptAppToken, resolveAppTokenKey, verifyAppToken } from "../../engine/appToken/nodeCrypto.js";
import { encryptAppTokenWeb } from "../../engine/appToken/webCrypto.js";
import { ACCEPT, createApiClient, requestHeaders } from "../../engine/data/createApiClient.js";
import { embeddedBaseUrls, getCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { APP_CODE_COOKIE, APP_TOKEN_COOKIE } from "../../engine/session/cookieValue.js";
import { readConfig } from "../../site/server/config.js";

const KEY = parseAppTokenKey("00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff");
const TOKEN = "Zm9vYmFyLXRva2VuLWRhcmktYXV0aG9yaXplcg";
const NOW = Date.parse("2026-05-01T08:00:00Z");
const HOUR = 3600_000;

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return error instanceof AppTokenError ? error.problem : `not an AppTokenError: ${String(error)}`;
  }
}

describe("app token: AES-256-CTR of a timestamp and the token", () => {
  it("round-trips: what the server encrypts the platform decrypts", () => {
    const appToken = encryptAppToken(KEY, TOKEN, NOW);
    expect(appToken).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decryptAppToken(KEY, appToken)).toEqual({ timestampMs: NOW, token: TOKEN });
    expect(verifyAppToken(KEY, appToken, NOW + HOUR)).toEqual({ timestampMs: NOW, token: TOKEN });
    // A fresh counter block each time: the same token never encrypts to the same text.
    expect(encryptAppToken(KEY, TOKEN, NOW)).not.toBe(appToken);
  });

  it("WebCrypto AES-CTR produces tokens node:crypto reads, byte for byte the same scheme", async () => {
    const web = await encryptAppTokenWeb(KEY, TOKEN, NOW);
    expect(decryptAppToken(KEY, web)).toEqual({ timestampMs: NOW, token: TOKEN });
    // Same IV → same ciphertext: decrypt the node token with WebCrypto to prove the counter layouts agree.
    const bytes = Buffer.from(encryptAppToken(KEY, TOKEN, NOW), "base64url");
    const key = await crypto.subtle.importKey("raw", KEY as Uint8Array<ArrayBuffer>, { name: "AES-CTR" }, false, ["decrypt"]);
    const plain = await crypto.subtle.decrypt({ name: "AES-CTR", counter: bytes.subarray(0, 16), length: 128 }, key, bytes.subarray(16));
    expect(new TextDecoder().decode(plain)).toBe(`${NOW}:${TOKEN}`);
  });

  it("refuses tampered, foreign, garbled, stale, future and missing tokens, saying which", () => {
    const appToken = encryptAppToken(KEY, TOKEN, NOW);
    const ivFlipped = Buffer.from(appToken, "base64url");
    ivFlipped[0]! ^= 0xff;
    expect(problemOf(() => verifyAppToken(KEY, ivFlipped.toString("base64url"), NOW))).toBe("garbled");
    const timestampFlipped = Buffer.from(appToken, "base64url");
    timestampFlipped[16]! ^= 0x40; // the first digit of the timestamp turns into a letter
    expect(problemOf(() => verifyAppToken(KEY, timestampFlipped.toString("base64url"), NOW))).toBe("garbled");
    expect(problemOf(() => verifyAppToken(parseAppTokenKey(Buffer.alloc(32, 9).toString("base64")), appToken, NOW))).toBe("garbled");
    expect(problemOf(() => verifyAppToken(KEY, "bukan token!", NOW))).toBe("garbled");
    expect(problemOf(() => verifyAppToken(KEY, "AAAA", NOW))).toBe("garbled");
    expect(problemOf(() => verifyAppToken(KEY, appToken, NOW + 23 * HOUR + 1))).toBe("stale");
    expect(problemOf(() => verifyAppToken(KEY, appToken, NOW - HOUR))).toBe("future");
    expect(problemOf(() => verifyAppToken(KEY, undefined, NOW))).toBe("missing");
    expect(() => verifyAppToken(KEY, appToken, NOW + 24 * HOUR)).toThrow(/23 jam/);
  });

  it("is fresh for 23 hours and allows a few minutes of clock skew", () => {
    expect(checkAppTokenFreshness(NOW, NOW + 23 * HOUR)).toBe("fresh");
    expect(checkAppTokenFreshness(NOW, NOW + 23 * HOUR + 1)).toBe("stale");
    expect(checkAppTokenFreshness(NOW + 60_000, NOW)).toBe("fresh");
    expect(checkAppTokenFreshness(NOW + HOUR, NOW)).toBe("future");
  });

  it("sets _gt and _ct for 23 hours (Max-Age 82800)", () => {
    expect(APP_TOKEN_MAX_AGE_S).toBe(82800);
    const [gt, ct] = appTokenSetCookies("abc_-", "c0de", true);
    expect(gt).toBe(`${APP_TOKEN_COOKIE}=abc_-; Path=/; Max-Age=82800; SameSite=Lax; Secure`);
    expect(ct).toBe(`${APP_CODE_COOKIE}=c0de; Path=/; Max-Age=82800; SameSite=Lax; Secure`);
    expect(appTokenSetCookies("a", "b", false)[0]).not.toContain("Secure");
  });

  it("reads the key as hex or base64 and refuses anything but 32 bytes", () => {
    const hex = "ff".repeat(32);
    expect(parseAppTokenKey(hex)).toEqual(parseAppTokenKey(Buffer.alloc(32, 0xff).toString("base64")));
    expect(parseAppTokenKey(Buffer.alloc(32, 0xff).toString("base64url"))).toEqual(parseAppTokenKey(hex));
    expect(() => parseAppTokenKey("abcd")).toThrow(/APP_TOKEN_KEY must be 32 bytes/);
    expect(() => parseAppTokenKey(Buffer.alloc(16).toString("base64"))).toThrow(/32 bytes/);
  });

  it("uses the development key for local-network hosts only", () => {
    expect(resolveAppTokenKey(undefined, "demo.localhost:3000")).toBe(DEV_APP_TOKEN_KEY);
    expect(resolveAppTokenKey(undefined, "192.168.1.20")).toBe(DEV_APP_TOKEN_KEY);
    expect(() => resolveAppTokenKey(undefined, "www.arunika.id")).toThrow(/APP_TOKEN_KEY is not set.*www\.arunika\.id/);
    expect(resolveAppTokenKey(KEY, "www.arunika.id")).toBe(KEY);
  });

  it("reads its configuration with the spec's defaults and clear errors", () => {
    const config = readConfig({});
    expect(config.appTokenKey).toBeUndefined();
    expect(config.appClient).toBeUndefined();
    expect(config.appTokenScopes).toBe("settings:read");
    expect(config.remoteTablesAnonKey).toBeTruthy();
    expect(readConfig({ APP_TOKEN_KEY: "ab".repeat(32) }).appTokenKey).toHaveLength(32);
    expect(() => readConfig({ APP_TOKEN_KEY: "kurang" })).toThrow(/APP_TOKEN_KEY/);
    expect(() => readConfig({ APP_CLIENT_ID: "web" })).toThrow(/APP_CLIENT_SECRET/);
    expect(readConfig({ APP_CLIENT_ID: "web", APP_CLIENT_SECRET: "s" }).appClient).toEqual({ id: "web", secret: "s" });
  });
});

describe("headers per client", () => {
  const creds = { accessToken: "akses", lmsId: "demo" };
  it("main API: Bearer, AppToken, lmsId; authorizer adds X-App-Authorization; none-auth entries get no bearer", () => {
    expect(requestHeaders({ host: "main", auth: "bearer" }, creds, "app", "anon")).toEqual({
      Accept: ACCEPT,
      Authorization: "Bearer akses",
      AppToken: "app",
      lmsId: "demo",
    });
    expect(requestHeaders({ host: "authorizer", auth: "none" }, creds, "app", "anon")).toEqual({
      "Accept": ACCEPT,
      "AppToken": "app",
      "X-App-Authorization": "app",
      "lmsId": "demo",
    });
    expect(requestHeaders({ host: "services", auth: "none" }, creds, "app", undefined).Authorization).toBeUndefined();
    expect(requestHeaders({ host: "mailer", auth: "none" }, creds, "app", undefined).Authorization).toBeUndefined();
    expect(requestHeaders({ host: "remoteTables", auth: "none" }, creds, "app", "anon")).toEqual({
      Accept: ACCEPT,
      apikey: "anon",
      Authorization: "Bearer anon",
      lmsId: "demo",
    });
  });

  it("asks the app-token provider before each call and renews once after a 401 naming AppToken", async () => {
    const sent: (string | null)[] = [];
    let refuse = true;
    const fakeFetch = (async (input: Request) => {
      sent.push(input.headers.get("apptoken"));
      if (refuse) {
        refuse = false;
        return new Response(JSON.stringify({ status: false, message: "AppToken kedaluwarsa", data: { field: "AppToken" } }), {
          status: 401,
          headers: { "content-type": "application/json" },
        });
      }
      return new Response(JSON.stringify({ status: true, message: "ok", data: { id: "demo" } }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }) as unknown as typeof fetch;
    let asked = 0;
    const api = createApiClient({
      baseUrls: embeddedBaseUrls("http://platform.test"),
      fetch: fakeFetch,
      credentials: () => ({ lmsId: "demo" }),
      appToken: { get: async () => `lama-${++asked}`, renew: async () => "baru" },
    });
    await expect(api.call(getCatalogueEntry("lms.app.id"), { id: "demo" })).resolves.toEqual({ id: "demo" });
    expect(sent).toEqual(["lama-1", "baru"]);
    await api.call(getCatalogueEntry("lms.app.id"), { id: "demo" });
    expect(sent[2]).toBe("lama-2");
  });
});
