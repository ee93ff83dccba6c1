import { AppProviders, NetworkStatus, type EngineRuntime } from "../../engine/react.js";
import { createRoot } from "./reactDom.js";

/**
 * The connection notice of an island page, made the first time the connection drops: from then on it
 * follows the browser's online and offline events itself, as on a page React runs.
 */
export function mountNetworkStatus(runtime: EngineRuntime): void {
  const container = document.createElement("div");
  document.body.append(container);
  createRoot(container).render(
    <AppProviders engine={runtime.engine} queryClient={runtime.queryClient}>
      <NetworkStatus />
    </AppProviders>,
  );
}
