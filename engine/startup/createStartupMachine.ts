import type { StartupEffects } from "./StartupEffects.js";
import { initialStartupState, type StartupEvent, type StartupState, type StartupStep } from "./StartupState.js";
import { startupReducer } from "./startupReducer.js";

export interface StartupMachineOptions {
  effects: StartupEffects;
  /** Start-up failures are only logged: a warning, never an error that would stop the page. */
  warn: (message: string, error: unknown) => void;
  online?: boolean;
}

export interface StartupMachine {
  getState(): StartupState;
  /** For useSyncExternalStore and the test hooks: called after every change. */
  subscribe(listener: () => void): () => void;
  /** Runs App start (and Version change when the stored version differs); resolves with the final state. */
  run(): Promise<StartupState>;
  setOnline(online: boolean): void;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * App start and version change as a sequence over injected effects:
 *   App start: 1 check the app version → 2 fetch the app id → 3 apply fonts and colours → 4 mark assets loaded;
 *   when step 1 finds a stored version that differs, Version change runs before step 2:
 *   1 clear local storage and both token cookies → 2 store the new version → 3 validate the token →
 *   4 when invalid, clear the cookies and obtain a new app token.
 * A first visit (nothing stored) only stores the version: there is no older app's data to clear, and
 * clearing would race with what this very page just stored (a sign-in's role). A step that fails is logged
 * and the sequence goes on, so that a flaky call never keeps the site behind the loading view.
 */
export function createStartupMachine(options: StartupMachineOptions): StartupMachine {
  const { effects } = options;
  let state = initialStartupState(options.online ?? true);
  const listeners = new Set<() => void>();

  const dispatch = (event: StartupEvent) => {
    const next = startupReducer(state, event);
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener();
  };

  /** Runs one step; true when it succeeded. */
  async function step(name: StartupStep, work: () => unknown): Promise<boolean> {
    dispatch({ type: "stepStarted", step: name });
    try {
      await work();
      return true;
    } catch (error) {
      dispatch({ type: "stepFailed", step: name, message: messageOf(error) });
      options.warn(`[start-up] ${name} failed: ${messageOf(error)}`, error);
      return false;
    }
  }

  async function versionChange(version: string): Promise<void> {
    await step("clearStorage", () => {
      effects.clearLocalStorage();
      effects.clearTokenCookies();
    });
    await step("storeVersion", () => effects.storeVersion(version));
    let valid = false;
    await step("validateToken", async () => {
      valid = await effects.validateToken();
    });
    dispatch({ type: "tokenChecked", valid });
    if (valid) return;
    const renewed = await step("renewToken", async () => {
      effects.clearTokenCookies();
      await effects.obtainToken();
    });
    if (renewed) dispatch({ type: "tokenChecked", valid: true });
  }

  async function run(): Promise<StartupState> {
    dispatch({ type: "started" });
    let changedTo: string | undefined;
    await step("checkVersion", async () => {
      const version = await effects.fetchVersion();
      const stored = effects.readStoredVersion();
      const changed = stored !== undefined && stored !== version;
      if (stored === undefined) effects.storeVersion(version);
      if (changed) changedTo = version;
      dispatch({ type: "versionChecked", version, changed });
    });
    if (changedTo !== undefined) await versionChange(changedTo);
    await step("fetchAppId", async () => dispatch({ type: "appIdFetched", appId: await effects.fetchAppId() }));
    dispatch({ type: "ready" });
    await step("applyTheme", () => effects.applyTheme());
    await step("markAssetsLoaded", () => effects.markAssetsLoaded());
    dispatch({ type: "finished" });
    return state;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    run,
    setOnline: (online) => dispatch({ type: "connectivity", online }),
  };
}
