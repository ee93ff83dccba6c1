import { ACCESS_TOKEN_COOKIE, cookieValue } from "../../engine/session/cookieValue.js";
import { roleForKind, ROLE_STORAGE_KEY, storedRoleValue, type Role } from "../../engine/session/roles.js";
import { safeReturnPath, SIGN_IN_STATE_COOKIE } from "../../engine/session/signIn.js";

/** Seven days, the life of the access token cookie. */
const ACCESS_TOKEN_MAX_AGE_S = 7 * 24 * 3600;

export type SignInResult = { ok: true; next: string } | { ok: false; reason: string };

/**
 * The first half of /CallbackAuth, in the browser: the account site's one-time token must be the
 * one this site sent, then the access token is stored. Returns where to go next.
 */
export function acceptCallback(search: URLSearchParams, cookies: string, store: (cookie: string) => void): SignInResult {
  const expected = cookieValue(cookies, SIGN_IN_STATE_COOKIE);
  const accessToken = search.get("accessToken") ?? "";
  if (!expected || search.get("token") !== expected) return { ok: false, reason: "Tautan masuk tidak valid atau sudah kedaluwarsa. Silakan masuk kembali." };
  if (!/^[A-Za-z0-9._~+/=-]{8,4096}$/.test(accessToken)) return { ok: false, reason: "Akun tidak mengirimkan token akses yang sah. Silakan masuk kembali." };
  store(`${ACCESS_TOKEN_COOKIE}=${encodeURIComponent(accessToken)}; Path=/; Max-Age=${ACCESS_TOKEN_MAX_AGE_S}; SameSite=Lax`);
  store(`${SIGN_IN_STATE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return { ok: true, next: safeReturnPath(search.get("next")) };
}

/** The second half: the user detail's kind sets the sidebar role (spec §4, §6). */
export function rememberRole(user: unknown, type: string | null, storage: Pick<Storage, "setItem" | "removeItem">): Role | undefined {
  const kind = typeof user === "object" && user !== null ? (user as { kind?: unknown }).kind : undefined;
  const value = storedRoleValue(kind, type);
  if (value === undefined) storage.removeItem(ROLE_STORAGE_KEY);
  else storage.setItem(ROLE_STORAGE_KEY, value);
  return roleForKind(kind);
}
