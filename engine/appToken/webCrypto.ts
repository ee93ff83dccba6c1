import { APP_TOKEN_IV_BYTES, formatAppTokenPlaintext, toBase64Url } from "./protocol.js";

/**
 * The same app token as encryptAppToken, with WebCrypto's AES-CTR (a 128-bit counter block, as node's
 * aes-256-ctr uses), for a runtime without node:crypto. The site's browser bundle does not use it: there
 * the key must never be, and the server mints the token (GET /_app/token).
 */
export async function encryptAppTokenWeb(key: Uint8Array, token: string, timestampMs: number = Date.now()): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(APP_TOKEN_IV_BYTES));
  const cryptoKey = await subtle.importKey("raw", key as Uint8Array<ArrayBuffer>, { name: "AES-CTR" }, false, ["encrypt"]);
  const plaintext = new TextEncoder().encode(formatAppTokenPlaintext(timestampMs, token));
  const ciphertext = new Uint8Array(await subtle.encrypt({ name: "AES-CTR", counter: iv, length: 128 }, cryptoKey, plaintext));
  const joined = new Uint8Array(iv.length + ciphertext.length);
  joined.set(iv);
  joined.set(ciphertext, iv.length);
  return toBase64Url(joined);
}
