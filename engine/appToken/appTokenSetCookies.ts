import { APP_CODE_COOKIE, APP_TOKEN_COOKIE } from "../session/cookieValue.js";
import { APP_TOKEN_MAX_AGE_S } from "./constants.js";

/**
 * The app token in `_gt` and its code in `_ct`, 23 hours. Not HttpOnly: the browser reads `_gt` to
 * send it as the AppToken header and `_ct` for the sign-in link; neither is a user credential.
 */
export function appTokenSetCookies(appToken: string, code: string, secure: boolean): string[] {
  const attributes = `Path=/; Max-Age=${APP_TOKEN_MAX_AGE_S}; SameSite=Lax${secure ? "; Secure" : ""}`;
  return [`${APP_TOKEN_COOKIE}=${encodeURIComponent(appToken)}; ${attributes}`, `${APP_CODE_COOKIE}=${encodeURIComponent(code)}; ${attributes}`];
}
