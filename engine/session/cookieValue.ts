/** Name of the cookie that holds the signed-in visitor's access token. */
export const ACCESS_TOKEN_COOKIE = "access_token";
/** The encrypted app token, kept 23 hours (engine/appToken/constants.ts). */
export const APP_TOKEN_COOKIE = "_gt";
/** The app token's code, kept 23 hours. */
export const APP_CODE_COOKIE = "_ct";

/** One cookie's value from a Cookie header (or `document.cookie`), decoded; undefined when absent. */
export function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return raw || undefined;
    }
  }
  return undefined;
}
