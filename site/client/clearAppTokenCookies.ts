import { APP_CODE_COOKIE, APP_TOKEN_COOKIE } from "../../engine/index.js";

/** On a version change, removes the two token cookies (`_gt`, `_ct`) the site server set. */
export function clearAppTokenCookies(): void {
  for (const name of [APP_TOKEN_COOKIE, APP_CODE_COOKIE]) document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
