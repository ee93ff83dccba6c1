import { createStartupMachine, type StartupMachine } from "../../engine/index.js";
import type { EngineRuntime } from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";
import { afterFirstPaint } from "./afterFirstPaint.js";
import type { BrowserAppToken } from "./createBrowserAppToken.js";
import { createBrowserStartupEffects } from "./createBrowserStartupEffects.js";
import { exposeStartupState } from "./exposeStartupState.js";

/**
 * App start (and a version change). A server-rendered page already has its settings, theme and fonts,
 * so it runs in the background once the page has painted; a client-only shell needs it at once.
 */
export function runStartup(state: PageState, runtime: EngineRuntime, appToken: BrowserAppToken): StartupMachine {
  const startup = createStartupMachine({
    effects: createBrowserStartupEffects(runtime.api, appToken, state.settings),
    warn: (message, error) => console.warn(message, error),
    online: navigator.onLine,
  });
  exposeStartupState(startup);
  for (const event of ["online", "offline"]) window.addEventListener(event, () => startup.setOnline(navigator.onLine));
  void (state.clientOnly ? startup.run() : afterFirstPaint().then(() => startup.run()));
  return startup;
}
