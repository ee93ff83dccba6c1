import { ACCESS_TOKEN_COOKIE } from "./cookieValue.js";

/** The same-origin endpoint that keeps the access token: POST stores it, GET reads it back, DELETE signs out. */
export const SESSION_PATH = "/_session";
/**
 * A companion of the HttpOnly access token cookie that scripts can see: it says a visitor is signed in,
 * and its value changes with each sign-in, so a tab knows its copy of the token is outdated.
 */
export const SIGNED_IN_COOKIE = "signed_in";
/** What the server answers when it refuses to keep a session; the sign-in callback shows it. */
export const SESSION_MESSAGES = {
  crossSite: "Permintaan sesi hanya diterima dari situs ini.",
  roundTrip: "Tautan masuk tidak valid atau sudah kedaluwarsa. Silakan masuk kembali.",
  token: "Akun tidak mengirimkan token akses yang sah. Silakan masuk kembali.",
} as const;
/** Seven days, the life of the access token cookie. */
export const ACCESS_TOKEN_MAX_AGE_S = 7 * 24 * 3600;

/** An access token as an account site hands it out: a JWT or an opaque token of URL-safe characters. */
export function isWellFormedAccessToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9._~+/=-]{8,4096}$/.test(value);
}

function attributes(maxAge: number, secure: boolean): string {
  return `Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * The access token as an HttpOnly cookie (no script can read it, so no injected script can steal it),
 * with its visible companion. `marker` is a fresh random value per sign-in.
 */
export function sessionSetCookies(accessToken: string, marker: string, secure: boolean): string[] {
  return [
    `${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(accessToken)}; ${attributes(ACCESS_TOKEN_MAX_AGE_S, secure)}; HttpOnly`,
    `${SIGNED_IN_COOKIE}=${marker}; ${attributes(ACCESS_TOKEN_MAX_AGE_S, secure)}`,
  ];
}

/** Both cookies removed: signing out. */
export function clearedSessionCookies(secure: boolean): string[] {
  return [`${ACCESS_TOKEN_COOKIE}=; ${attributes(0, secure)}; HttpOnly`, `${SIGNED_IN_COOKIE}=; ${attributes(0, secure)}`];
}
