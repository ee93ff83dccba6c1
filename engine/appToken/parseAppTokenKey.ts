import { APP_TOKEN_KEY_BYTES } from "./constants.js";
import { fromBase64Url } from "./base64Url.js";

/**
 * The 32-byte AES-256 key from configuration: 64 hex digits or base64 (standard or url-safe). Throws a
 * sentence naming the variable, so a bad value stops the start instead of failing every token later.
 */
export function parseAppTokenKey(raw: string, variable = "APP_TOKEN_KEY"): Uint8Array {
  const value = raw.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Uint8Array.from(value.match(/../g)!, (pair) => parseInt(pair, 16));
  const bytes = fromBase64Url(value);
  if (bytes?.length === APP_TOKEN_KEY_BYTES) return bytes;
  throw new Error(`${variable} must be ${APP_TOKEN_KEY_BYTES} bytes for AES-256, written as 64 hex digits or base64; found ${value.length} characters`);
}
