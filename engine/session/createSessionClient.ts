import { engineError, engineMessage } from "../errors/catalogue.js";
import { cookieValue } from "./cookieValue.js";
import { SESSION_PATH, SIGNED_IN_COOKIE } from "./sessionCookies.js";

/** The browser's view of the session: the access token lives in an HttpOnly cookie, read through the server. */
export interface SessionClient {
  signedIn(): boolean;
  /** The access token for a bearer header, asked of this site's server once per sign-in. */
  accessToken(): Promise<string | undefined>;
}

export interface SessionClientOptions {
  fetch: typeof fetch;
  /** `document.cookie`, read on each call: a sign-in in another tab applies to the next request. */
  cookies: () => string;
  /** The server saw the access token when it rendered the page (a cookie from before the companion existed). */
  signedInAtLoad: boolean;
}

export function createSessionClient(options: SessionClientOptions): SessionClient {
  let cached: { marker: string; token: Promise<string | undefined> } | undefined;
  const marker = () => cookieValue(options.cookies(), SIGNED_IN_COOKIE);
  const signedIn = () => marker() !== undefined || options.signedInAtLoad;

  async function fetchToken(): Promise<string | undefined> {
    const response = await options.fetch(SESSION_PATH, { credentials: "same-origin", headers: { accept: "application/json" } });
    if (!response.ok) throw engineError("ENG_ERR_SESSION_FAILED", { path: SESSION_PATH, status: response.status });
    const body = (await response.json()) as { accessToken?: unknown };
    return typeof body.accessToken === "string" ? body.accessToken : undefined;
  }

  return {
    signedIn,
    accessToken() {
      if (!signedIn()) return Promise.resolve(undefined);
      const current = marker() ?? "";
      if (cached?.marker === current) return cached.token;
      const token = fetchToken();
      cached = { marker: current, token };
      // A failed read is asked again on the next call rather than remembered.
      token.catch(() => {
        if (cached?.token === token) cached = undefined;
      });
      return token;
    },
  };
}

/**
 * Hands a fresh access token to this site's server, which keeps it as an HttpOnly cookie. `token` is
 * the sign-in round trip's one-time token: the server checks it against its cookie as well.
 */
export async function storeSession(fetcher: typeof fetch, accessToken: string, token: string): Promise<void> {
  const response = await fetcher(SESSION_PATH, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "accept": "application/json" },
    body: JSON.stringify({ accessToken, token }),
  });
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  throw new Error(typeof body.message === "string" ? body.message : engineMessage("ENG_ERR_SESSION_FAILED", { path: SESSION_PATH, status: response.status }));
}
