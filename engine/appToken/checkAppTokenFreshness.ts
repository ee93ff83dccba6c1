import { APP_TOKEN_CLOCK_SKEW_MS, APP_TOKEN_TTL_MS } from "./constants.js";

export type AppTokenFreshness = "fresh" | "stale" | "future";

/** An app token is good for 23 hours from its timestamp; a little clock skew into the future is allowed. */
export function checkAppTokenFreshness(timestampMs: number, nowMs: number = Date.now()): AppTokenFreshness {
  if (timestampMs > nowMs + APP_TOKEN_CLOCK_SKEW_MS) return "future";
  return nowMs - timestampMs > APP_TOKEN_TTL_MS ? "stale" : "fresh";
}
