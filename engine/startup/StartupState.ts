/** The steps of app start (version check, app id, fonts and colours, assets loaded) and of a version change, in the order they ran. */
export type StartupStep =
  // App start 1: check the app version (a different stored version runs the version change here).
  | "checkVersion"
  // Version change 1–4.
  | "clearStorage"
  | "storeVersion"
  | "validateToken"
  | "renewToken"
  // App start 2–4.
  | "fetchAppId"
  | "applyTheme"
  | "markAssetsLoaded";

export type StartupPhase = "idle" | "running" | "done";

export interface StartupFailure {
  step: StartupStep;
  message: string;
}

/** The other states the app holds: online status, token validity and the app version, plus the start-up's progress. */
export interface StartupState {
  phase: StartupPhase;
  /** Steps in the order they started. */
  steps: StartupStep[];
  /** Start-up failures are only logged, never shown; they are kept here for the logs and the tests. */
  failures: StartupFailure[];
  online: boolean;
  /** Undefined until the version change validated the token (or a new one was obtained). */
  tokenValid: boolean | undefined;
  /** The server's app version once checked. */
  version: string | undefined;
  versionChanged: boolean;
  appId: string | undefined;
  /** The version check and the app-id fetch have finished (well or not): the loading view may go. */
  ready: boolean;
}

export type StartupEvent =
  | { type: "started" }
  | { type: "stepStarted"; step: StartupStep }
  | { type: "stepFailed"; step: StartupStep; message: string }
  | { type: "versionChecked"; version: string; changed: boolean }
  | { type: "tokenChecked"; valid: boolean }
  | { type: "appIdFetched"; appId: string }
  | { type: "ready" }
  | { type: "finished" }
  | { type: "connectivity"; online: boolean };

export function initialStartupState(online = true): StartupState {
  return { phase: "idle", steps: [], failures: [], online, tokenValid: undefined, version: undefined, versionChanged: false, appId: undefined, ready: false };
}
