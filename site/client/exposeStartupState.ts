import type { StartupMachine, StartupStep } from "../../engine/index.js";

declare global {
  interface Window {
    /** The start-up steps in the order they ran (for the browser tests and for a look in devtools). */
    __startupSteps?: StartupStep[];
  }
}

/** Mirrors the start-up state onto the document: `data-startup`, `data-online`, `data-token-valid`. */
export function exposeStartupState(machine: StartupMachine): void {
  const root = document.documentElement;
  const update = () => {
    const state = machine.getState();
    root.dataset.startup = state.phase;
    root.dataset.online = String(state.online);
    if (state.tokenValid !== undefined) root.dataset.tokenValid = String(state.tokenValid);
    window.__startupSteps = [...state.steps];
  };
  update();
  machine.subscribe(update);
}
