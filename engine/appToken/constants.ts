/**
 * App-token constants (cipher, cookie lifetime, header), in one place. The cookie names live beside the other cookie names in
 * engine/session/cookieValue.ts (`_gt` APP_TOKEN_COOKIE, `_ct` APP_CODE_COOKIE).
 */

/** The `_gt` and `_ct` cookies last 23 hours, and an app token is fresh as long. */
export const APP_TOKEN_MAX_AGE_S = 23 * 60 * 60;
export const APP_TOKEN_TTL_MS = APP_TOKEN_MAX_AGE_S * 1000;
/** How far an app token's timestamp may lie in the future: clocks of site and platform differ a little. */
export const APP_TOKEN_CLOCK_SKEW_MS = 5 * 60 * 1000;
/** AES-256-CTR; the key is 32 bytes, the counter block (IV) 16. */
export const APP_TOKEN_KEY_BYTES = 32;
export const APP_TOKEN_IV_BYTES = 16;
/** The header the main API and the services host read the app token from. */
export const APP_TOKEN_HEADER = "AppToken";
/** Where a browser gets its app token from the site server, which alone holds the key. */
export const APP_TOKEN_ENDPOINT = "/_app/token";
/** The scopes the site asks the authorizer for when APP_CLIENT_SCOPES is not set. */
export const DEFAULT_APP_TOKEN_SCOPES = "settings:read";
