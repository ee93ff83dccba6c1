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
  // Only what changed is written: a write to <html> is a mutation the browser checks the page's styles against.
  const write = (key: "startup" | "online" | "tokenValid", value: string) => {
    if (root.dataset[key] !== value) root.dataset[key] = value;
  };
  const update = () => {
    const state = machine.getState();
    write("startup", state.phase);
    write("online", String(state.online));
    if (state.tokenValid !== undefined) write("tokenValid", String(state.tokenValid));
    window.__startupSteps = [...state.steps];
  };
  update();
  machine.subscribe(update);
}
