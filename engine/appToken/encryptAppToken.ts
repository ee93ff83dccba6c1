import { createCipheriv, randomBytes } from "node:crypto";
import { toBase64Url } from "./base64Url.js";
import { APP_TOKEN_IV_BYTES } from "./constants.js";
import { formatAppTokenPlaintext } from "./formatAppTokenPlaintext.js";

/**
 * The app token is the timestamp and the authorizer's token, AES-256-CTR encrypted under the
 * configured key. Sent as base64url of `iv ‖ ciphertext`; a fresh random counter block each time, so the
 * same token never encrypts twice to the same text. Server side (node:crypto); see encryptAppTokenWeb.
 */
export function encryptAppToken(key: Uint8Array, token: string, timestampMs: number = Date.now()): string {
  const iv = randomBytes(APP_TOKEN_IV_BYTES);
  const cipher = createCipheriv("aes-256-ctr", key, iv);
  const ciphertext = Buffer.concat([cipher.update(formatAppTokenPlaintext(timestampMs, token), "utf8"), cipher.final()]);
  return toBase64Url(Buffer.concat([iv, ciphertext]));
}
