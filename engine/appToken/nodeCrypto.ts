import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { isLocalNetworkHost } from "../../schemas/hosts/isLocalNetworkHost.js";
import { normalizeHost } from "../../schemas/hosts/normalizeHost.js";
import { appTokenError, appTokenMessage } from "../errors/catalogue.js";
import {
  APP_TOKEN_IV_BYTES,
  AppTokenError,
  checkAppTokenFreshness,
  formatAppTokenPlaintext,
  fromBase64Url,
  missingAppTokenError,
  parseAppTokenKey,
  toBase64Url,
} from "./protocol.js";

// The app token with node:crypto: minting, reading and checking, and the key a host's tokens use.
// Server only (engine/node.ts re-exports from here); the browser bundle must never import this file.

/**
 * The app token is the timestamp and the authorizer's token, AES-256-CTR encrypted under the
 * configured key. Sent as base64url of `iv ‖ ciphertext`; a fresh random counter block each time, so the
 * same token never encrypts twice to the same text. Server side (node:crypto); see encryptAppTokenWeb.
 */
export function encryptAppToken(
  key: Uint8Array,
  token: string,
  timestampMs: number = Date.now(),
  /** The counter block; a fresh random one unless a test vector names its own. */
  iv: Uint8Array = randomBytes(APP_TOKEN_IV_BYTES),
): string {
  const cipher = createCipheriv("aes-256-ctr", key, iv);
  const ciphertext = Buffer.concat([cipher.update(formatAppTokenPlaintext(timestampMs, token), "utf8"), cipher.final()]);
  return toBase64Url(Buffer.concat([iv, ciphertext]));
}

export interface AppTokenContent {
  timestampMs: number;
  token: string;
}

/**
 * Reads an app token back into its timestamp and token. CTR has no integrity of its own: a tampered or
 * foreign token decrypts to noise, which fails the `timestamp:token` shape here (garbled); a flipped bit
 * that keeps the shape changes the token, which the authorizer then does not know (verifyAppToken's caller).
 */
export function decryptAppToken(key: Uint8Array, appToken: string): AppTokenContent {
  const bytes = fromBase64Url(appToken.trim());
  if (!bytes || bytes.length <= APP_TOKEN_IV_BYTES) throw new AppTokenError("garbled", appTokenMessage("ENG_ERR_APP_TOKEN_NOT_BASE64"));
  const decipher = createDecipheriv("aes-256-ctr", key, bytes.subarray(0, APP_TOKEN_IV_BYTES));
  const plaintext = Buffer.concat([decipher.update(bytes.subarray(APP_TOKEN_IV_BYTES)), decipher.final()]).toString("latin1");
  const match = /^(\d{1,15}):([A-Za-z0-9._~+/=-]+)$/.exec(plaintext);
  if (!match) throw new AppTokenError("garbled", appTokenMessage("ENG_ERR_APP_TOKEN_UNREADABLE"));
  return { timestampMs: Number(match[1]), token: match[2]! };
}

/** Decrypts an AppToken header and checks its freshness; throws AppTokenError saying what is wrong. */
export function verifyAppToken(key: Uint8Array, appToken: string | undefined, nowMs: number = Date.now()): AppTokenContent {
  if (!appToken) throw missingAppTokenError();
  const content = decryptAppToken(key, appToken);
  const freshness = checkAppTokenFreshness(content.timestampMs, nowMs);
  const madeAt = new Date(content.timestampMs).toISOString();
  if (freshness === "stale") throw new AppTokenError("stale", appTokenMessage("ENG_ERR_APP_TOKEN_STALE", { madeAt }));
  if (freshness === "future") throw new AppTokenError("future", appTokenMessage("ENG_ERR_APP_TOKEN_FUTURE", { madeAt }));
  return content;
}

/**
 * The built-in development key. It is public (it is in the sources), so the site server uses it only for
 * local-network hosts (resolveAppTokenKey) and it is never imported by the browser bundle.
 */
export const DEV_APP_TOKEN_KEY = parseAppTokenKey("6c6f6b616c2d6b756e63692d746f6b656e2d6170702d2d2d2d2d2d2d2d2d2d21", "the development app-token key");

/**
 * The key app tokens for `host` are encrypted with: the configured one, else the development key, but only
 * for a local-network host. A public host without a configured key is a deployment mistake; say which.
 */
export function resolveAppTokenKey(configured: Uint8Array | undefined, host: string): Uint8Array {
  if (configured) return configured;
  const bare = normalizeHost(host);
  if (bare !== "" && isLocalNetworkHost(bare)) return DEV_APP_TOKEN_KEY;
  throw appTokenError("ENG_ERR_APP_TOKEN_KEY_MISSING", { host });
}
