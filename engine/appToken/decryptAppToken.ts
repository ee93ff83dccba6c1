import { createDecipheriv } from "node:crypto";
import { AppTokenError } from "./AppTokenError.js";
import { fromBase64Url } from "./base64Url.js";
import { APP_TOKEN_IV_BYTES } from "./constants.js";

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
  if (!bytes || bytes.length <= APP_TOKEN_IV_BYTES) throw new AppTokenError("garbled", "AppToken bukan token aplikasi: seharusnya base64url dari hasil enkripsi AES-256-CTR (iv dan isi).");
  const decipher = createDecipheriv("aes-256-ctr", key, bytes.subarray(0, APP_TOKEN_IV_BYTES));
  const plaintext = Buffer.concat([decipher.update(bytes.subarray(APP_TOKEN_IV_BYTES)), decipher.final()]).toString("latin1");
  const match = /^(\d{1,15}):([A-Za-z0-9._~+/=-]+)$/.exec(plaintext);
  if (!match) throw new AppTokenError("garbled", "AppToken tidak dapat dibaca dengan kunci aplikasi (diubah, rusak, atau dibuat dengan kunci lain); minta token aplikasi baru.");
  return { timestampMs: Number(match[1]), token: match[2]! };
}
