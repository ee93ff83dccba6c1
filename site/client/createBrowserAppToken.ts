import { APP_TOKEN_ENDPOINT, type AppTokenProvider, APP_TOKEN_COOKIE, cookieValue } from "../../engine/index.js";

export interface BrowserAppToken extends AppTokenProvider {
  /** The token this page holds (cookie, else the one read at start or obtained since), without fetching. */
  current(): string | undefined;
  /** Asks the site server for a new app token; it sets the `_gt`/`_ct` cookies. Throws with its message. */
  obtain(): Promise<string>;
  /**
   * Like obtain, but never joins a request already under way: that one may have set its cookies
   * before the caller cleared them (the start-up's renewal), so a new request follows it.
   */
  obtainFresh(): Promise<string>;
}

/**
 * The browser's app token. The key is on the server only, so the browser never encrypts: it
 * sends the `_gt` cookie's token and asks GET /_app/token for a new one when there is none or the
 * platform refused it. The token read at start is kept in memory, so the version change can validate
 * it after clearing the cookies.
 */
export function createBrowserAppToken(): BrowserAppToken {
  let held = cookieValue(document.cookie, APP_TOKEN_COOKIE);
  let pending: Promise<string> | undefined;

  function obtain(): Promise<string> {
    pending ??= (async () => {
      const response = await fetch(APP_TOKEN_ENDPOINT, { credentials: "same-origin", headers: { Accept: "application/json" }, cache: "no-store" });
      const body = (await response.json().catch(() => null)) as { message?: string; data?: { appToken?: string } | null } | null;
      const appToken = body?.data?.appToken;
      if (!response.ok || !appToken) throw new Error(body?.message ?? `GET ${APP_TOKEN_ENDPOINT} answered HTTP ${response.status}`);
      held = appToken;
      return appToken;
    })().finally(() => (pending = undefined));
    return pending;
  }

  // A call without a token still goes out (the platform decides); a failure to get a token shows no message, it is only logged.
  const orNothing = (promise: Promise<string>) =>
    promise.catch((error: unknown) => {
      console.warn(`[app token] ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    });

  const current = () => cookieValue(document.cookie, APP_TOKEN_COOKIE) ?? held;
  return {
    current,
    obtain,
    async obtainFresh() {
      await pending?.catch(() => undefined);
      return obtain();
    },
    get: () => {
      const token = current();
      return token ? Promise.resolve(token) : orNothing(obtain());
    },
    renew: () => {
      held = undefined;
      return orNothing(obtain());
    },
  };
}
