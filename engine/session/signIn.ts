/** Where the account site sends the visitor back to; the page then reads `next`. */
export const CALLBACK_PATH = "/CallbackAuth";
/** Cookie holding the one-time token of a sign-in round trip, checked on the way back. */
export const SIGN_IN_STATE_COOKIE = "sign_in_state";

/** The round trip's cookie, ten minutes long; an empty token removes it. `Secure` on https, as the session's. */
export function signInStateCookie(token: string, secure: boolean): string {
  return `${SIGN_IN_STATE_COOKIE}=${token}; Path=/; Max-Age=${token ? 600 : 0}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export interface SignInRequest {
  /** The account site's base URL (ends with `/`). */
  accountBase: string;
  /** The tenant's own origin, e.g. `http://main.localhost:3000`. */
  origin: string;
  tenantId: string;
  /** The app code (the `_ct` cookie), or the tenant id while there is none. */
  code: string;
  /** A fresh random token, also kept in the SIGN_IN_STATE_COOKIE. */
  token: string;
  /** The path to come back to after signing in. */
  next: string;
}

/**
 * A path that stays on this site: relative, starting with one `/`, no scheme, no backslashes.
 * Anything else becomes `/`, so a crafted link can never send a visitor elsewhere.
 */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\") || /[\u0000-\u001f]/.test(next)) return "/";
  try {
    const url = new URL(next, "http://site.invalid");
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments may resolve to a second leading slash (`/.//evil.example` → `//evil.example`),
    // which a browser reads as another host: checked again after the URL is parsed.
    return url.origin === "http://site.invalid" && !path.startsWith("//") ? path : "/";
  } catch {
    return "/";
  }
}

/** The account site's sign-in URL with the origin to return to, the tenant id, a code and a token. */
export function buildSignInUrl(request: SignInRequest): string {
  const callback = new URL(CALLBACK_PATH, request.origin);
  callback.searchParams.set("next", safeReturnPath(request.next));
  const url = new URL("login", request.accountBase);
  url.searchParams.set("origin", callback.href);
  url.searchParams.set("lmsId", request.tenantId);
  url.searchParams.set("code", request.code);
  url.searchParams.set("token", request.token);
  return url.href;
}

/** A random token for one sign-in round trip (Web Crypto: the same in Node and the browser). */
export function newSignInToken(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}
