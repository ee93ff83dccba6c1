import { useEffect, useSyncExternalStore } from "react";
import { RouterProvider } from "react-router-dom";
import type { createBrowserRouter } from "react-router-dom";
import type { StartupMachine } from "../../engine/index.js";
import { LoadingScreen } from "./LoadingScreen.js";

type Router = ReturnType<typeof createBrowserRouter>;

function RenderedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

/**
 * A page the server did not render: the loading view until the version check and the
 * app-id fetch have finished and the router has its first page's data, then the page.
 */
export function ClientOnlyApp({ router, startup }: { router: Router; startup: StartupMachine }) {
  const ready = useSyncExternalStore(startup.subscribe, () => startup.getState().ready);
  const initialized = useSyncExternalStore(router.subscribe, () => router.state.initialized);
  if (!ready || !initialized) return <LoadingScreen />;
  return (
    <>
      <RouterProvider router={router} />
      <RenderedMarker />
    </>
  );
}
