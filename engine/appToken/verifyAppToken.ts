import { AppTokenError } from "./AppTokenError.js";
import { checkAppTokenFreshness } from "./checkAppTokenFreshness.js";
import { decryptAppToken, type AppTokenContent } from "./decryptAppToken.js";

/** Decrypts an AppToken header and checks its freshness; throws AppTokenError saying what is wrong. */
export function verifyAppToken(key: Uint8Array, appToken: string | undefined, nowMs: number = Date.now()): AppTokenContent {
  if (!appToken) throw new AppTokenError("missing", "Header 'AppToken' wajib dikirim: token aplikasi terenkripsi dari authorizer (spec §7).");
  const content = decryptAppToken(key, appToken);
  const freshness = checkAppTokenFreshness(content.timestampMs, nowMs);
  if (freshness === "stale") throw new AppTokenError("stale", `AppToken kedaluwarsa: dibuat ${new Date(content.timestampMs).toISOString()}, lebih dari 23 jam yang lalu; minta token aplikasi baru.`);
  if (freshness === "future") throw new AppTokenError("future", `AppToken bertanggal di masa depan (${new Date(content.timestampMs).toISOString()}); periksa jam server atau minta token aplikasi baru.`);
  return content;
}
