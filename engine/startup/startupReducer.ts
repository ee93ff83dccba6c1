import type { StartupEvent, StartupState } from "./StartupState.js";

/** The start-up's state transitions; pure, so the tests can replay any sequence of events. */
export function startupReducer(state: StartupState, event: StartupEvent): StartupState {
  switch (event.type) {
    case "started":
      return { ...state, phase: "running", steps: [], failures: [], ready: false };
    case "stepStarted":
      return { ...state, steps: [...state.steps, event.step] };
    case "stepFailed":
      return { ...state, failures: [...state.failures, { step: event.step, message: event.message }] };
    case "versionChecked":
      return { ...state, version: event.version, versionChanged: event.changed };
    case "tokenChecked":
      return { ...state, tokenValid: event.valid };
    case "appIdFetched":
      return { ...state, appId: event.appId };
    case "ready":
      return { ...state, ready: true };
    case "finished":
      return { ...state, phase: "done", ready: true };
    case "connectivity":
      return state.online === event.online ? state : { ...state, online: event.online };
  }
}
