/** What the start-up does to the world, injected so that the sequence itself stays pure and testable. */
export interface StartupEffects {
  /** The server's app version (GET v1/authorizer/version). */
  fetchVersion(): Promise<string>;
  /** The version stored by an earlier visit; undefined on a first visit. */
  readStoredVersion(): string | undefined;
  storeVersion(version: string): void;
  clearLocalStorage(): void;
  /** Removes the `_gt` and `_ct` cookies. */
  clearTokenCookies(): void;
  /** Whether the token held at start is one the authorizer accepts (GET v1/authorizer/validate). */
  validateToken(): Promise<boolean>;
  /** Obtains a new app token (and its cookies). */
  obtainToken(): Promise<void>;
  /** GET {id}/cms/app/id: the app id. */
  fetchAppId(): Promise<string>;
  /** Fonts (weights 300–900) and colours of the tenant. */
  applyTheme(): void | Promise<void>;
  markAssetsLoaded(): void;
}
