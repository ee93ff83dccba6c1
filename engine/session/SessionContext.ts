/** What route loaders know of the visitor's session, on the server per request, in the browser once. */
export interface SessionContext {
  signedIn(): boolean;
  /** The account site's base URL, absolute. */
  accountBase: string;
  /** The tenant's own origin, where the account site may send the visitor back. */
  origin: string;
  tenantId: string;
  /** The app code (the `_ct` cookie) when there is one. */
  appCode(): string | undefined;
  /** Keeps the one-time token of a sign-in round trip (a cookie) for the way back. */
  rememberSignInToken(token: string): void;
}
