import { appTokenError, appTokenMessage, engineError } from "../errors/catalogue.js";
import { APP_CODE_COOKIE, APP_TOKEN_COOKIE } from "../session/cookieValue.js";

// The app token's protocol without any crypto runtime: its constants, the codecs and plaintext both
// encryptions share, its freshness, its refusals, the key's configuration format and its cookies.
// Isomorphic (engine/index.ts re-exports from here): node:crypto lives in nodeCrypto.ts only.

/**
 * App-token constants, in one place. The cookie names live beside the other cookie names in
 * engine/session/cookieValue.ts (`_gt` APP_TOKEN_COOKIE, `_ct` APP_CODE_COOKIE).
 */

/** The `_gt` and `_ct` cookies last 23 hours, and an app token is fresh as long. */
export const APP_TOKEN_MAX_AGE_S = 23 * 60 * 60;
export const APP_TOKEN_TTL_MS = APP_TOKEN_MAX_AGE_S * 1000;
/** How far an app token's timestamp may lie in the future: clocks of site and platform differ a little. */
export const APP_TOKEN_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** AES-256-CTR; the key is 32 bytes, the counter block (IV) 16. */
export const APP_TOKEN_KEY_BYTES = 32;
export const APP_TOKEN_IV_BYTES = 16;
/** The header the main API and the services host read the app token from. */
export const APP_TOKEN_HEADER = "AppToken";
/** Where a browser gets its app token from the site server, which alone holds the key. */
export const APP_TOKEN_ENDPOINT = "/_app/token";
/** The scopes the site asks the authorizer for when APP_CLIENT_SCOPES is not set. */
export const DEFAULT_APP_TOKEN_SCOPES = "settings:read";

// A pair of codecs that run unchanged in Node and in the browser (no Buffer), so both sides of the
// app token agree byte for byte.

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Reads base64url (or standard base64); undefined for anything else, instead of throwing. */
export function fromBase64Url(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9_\-+/]*={0,2}$/.test(text)) return undefined;
  const bare = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  try {
    const binary = atob(bare.padEnd(Math.ceil(bare.length / 4) * 4, "="));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** What is encrypted: the timestamp (ms since the epoch) and the authorizer's token, `timestamp:token`. */
export function formatAppTokenPlaintext(timestampMs: number, token: string): string {
  if (!Number.isSafeInteger(timestampMs) || timestampMs < 0) throw engineError("ENG_ERR_APP_TOKEN_TIMESTAMP_INVALID", { timestamp: timestampMs });
  if (!/^[A-Za-z0-9._~+/=-]+$/.test(token)) throw engineError("ENG_ERR_APP_TOKEN_AUTH_TOKEN_INVALID");
  return `${timestampMs}:${token}`;
}

export type AppTokenFreshness = "fresh" | "stale" | "future";

/** An app token is good for 23 hours from its timestamp; a little clock skew into the future is allowed. */
export function checkAppTokenFreshness(timestampMs: number, nowMs: number = Date.now()): AppTokenFreshness {
  if (timestampMs > nowMs + APP_TOKEN_CLOCK_SKEW_MS) return "future";
  return nowMs - timestampMs > APP_TOKEN_TTL_MS ? "stale" : "fresh";
}

/** Why an app token was refused; the platform turns it into a 401 that says so. */
export type AppTokenProblem = "missing" | "garbled" | "stale" | "future" | "unknown";

export class AppTokenError extends Error {
  readonly problem: AppTokenProblem;

  constructor(problem: AppTokenProblem, message: string) {
    super(message);
    this.name = "AppTokenError";
    this.problem = problem;
  }
}

/**
 * The 32-byte AES-256 key from configuration: 64 hex digits or base64 (standard or url-safe). Throws a
 * sentence naming the variable, so a bad value stops the start instead of failing every token later.
 */
export function parseAppTokenKey(raw: string, variable = "APP_TOKEN_KEY"): Uint8Array {
  const value = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Uint8Array.from(value.match(/../g)!, (pair) => parseInt(pair, 16));
  const bytes = fromBase64Url(value);
  if (bytes?.length === APP_TOKEN_KEY_BYTES) return bytes;
  throw appTokenError("ENG_ERR_APP_TOKEN_KEY_INVALID", { variable, bytes: APP_TOKEN_KEY_BYTES, length: value.length });
}

/** The refusal of a missing AppToken header. */
export function missingAppTokenError(): AppTokenError {
  return new AppTokenError("missing", appTokenMessage("ENG_ERR_APP_TOKEN_MISSING"));
}

/**
 * The app token in `_gt` and its code in `_ct`, 23 hours. Not HttpOnly: the browser reads `_gt` to
 * send it as the AppToken header and `_ct` for the sign-in link; neither is a user credential.
 */
export function appTokenSetCookies(appToken: string, code: string, secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${APP_TOKEN_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [`${APP_TOKEN_COOKIE}=${encodeURIComponent(appToken)}; ${attributes}`, `${APP_CODE_COOKIE}=${encodeURIComponent(code)}; ${attributes}`];
}
