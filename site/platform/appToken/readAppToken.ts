import { createDecipheriv } from "node:crypto";
import { APP_TOKEN_CLOCK_SKEW_MS, APP_TOKEN_IV_BYTES, APP_TOKEN_KEY_BYTES, APP_TOKEN_TTL_MS, decodeBase64Text } from "./appTokenRules.js";

/** Why an app token is refused; the verifier answers a 401 naming it (docs/app-token.md). */
export type AppTokenProblem = "missing" | "garbled" | "stale" | "future" | "unknown";

export type AppTokenReading =
  | { readonly ok: true; readonly timestampMs: number; readonly token: string }
  | { readonly ok: false; readonly problem: Exclude<AppTokenProblem, "unknown">; readonly timestampMs?: number; readonly reason?: "encoding" | "content" };

/** `timestamp:token`: 1–15 decimal digits, one colon, the authorizer's token in its own alphabet. */
const PLAINTEXT = /^(\d{1,15}):([A-Za-z0-9._~+/=-]+)$/;

/**
 * Decrypts an app token (base64url of a 16-byte IV and the AES-256-CTR ciphertext of `timestamp:token`)
 * and checks its timestamp: fresh for 23 hours, at most 5 minutes ahead. Whether the authorizer issued the
 * token inside is the caller's question. Never throws for a client's text; a wrong key length is a bug.
 */
export function readAppToken(key: Uint8Array, appToken: string | undefined, nowMs: number = Date.now()): AppTokenReading {
  if (key.length !== APP_TOKEN_KEY_BYTES) throw new Error(`An app-token key is ${APP_TOKEN_KEY_BYTES} bytes, not ${key.length}`);
  if (appToken === undefined || appToken === "") return { ok: false, problem: "missing" };
  const bytes = decodeBase64Text(appToken.trim());
  if (!bytes || bytes.length <= APP_TOKEN_IV_BYTES) return { ok: false, problem: "garbled", reason: "encoding" };
  const decipher = createDecipheriv("aes-256-ctr", key, bytes.subarray(0, APP_TOKEN_IV_BYTES));
  const plaintext = Buffer.concat([decipher.update(bytes.subarray(APP_TOKEN_IV_BYTES)), decipher.final()]).toString("latin1");
  const match = PLAINTEXT.exec(plaintext);
  if (!match) return { ok: false, problem: "garbled", reason: "content" };
  const timestampMs = Number(match[1]);
  if (timestampMs > nowMs + APP_TOKEN_CLOCK_SKEW_MS) return { ok: false, problem: "future", timestampMs };
  if (nowMs - timestampMs > APP_TOKEN_TTL_MS) return { ok: false, problem: "stale", timestampMs };
  return { ok: true, timestampMs, token: match[2]! };
}
