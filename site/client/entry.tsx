import "./site.css";
import "./structure.css";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition, useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import type { hydrateRoot as HydrateRoot } from "react-dom/client";
import { chosenPage, installErrorLog, installImageFallbacks, SOURCE_STALE_TIME_MS, visibleBlocks } from "../../engine/index.js";
import { AppProviders, buildRouteObjects, type EngineRuntime } from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";
import { browserBlockRegistry } from "./browserBlockRegistry.js";
import { browserRuntime } from "./browserRuntime.js";
import { ClientOnlyApp } from "./ClientOnlyApp.js";
import { createBrowserAppToken } from "./createBrowserAppToken.js";
import { createBrowserRouteTable, type BrowserRouteTable } from "./createBrowserRouteTable.js";
import { hydrationErrorReporter } from "./hydrationErrorReporter.js";
import { installChunkReloadGuard } from "./installChunkReloadGuard.js";
import { nextTask } from "./nextTask.js";
import { pageStateOrErrorPage } from "./pageStateOrErrorPage.js";
import { prefetchLinksWhenIdle } from "./prefetchLinksWhenIdle.js";
import { preloadLazyParts } from "./preloadLazyParts.js";
import { afterFirstPaint } from "./afterFirstPaint.js";
import { runStartup } from "./runStartup.js";

// React DOM is a chunk of its own, listed among the page's modules before this one: its evaluation
// (a fifth of the page's start-up work) is then a task of its own, not part of this module's.
const loadReactDom = () => import("./reactDom.js");

/** Marks the document once React has taken over, for the browser tests and for CSS. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrate:done");
  }, []);
  return null;
}

/** The router over the layout's routes; it starts from the server's data, or, for a client-only shell, loads the first page itself. */
function browserRouter(state: PageState, routes: BrowserRouteTable, runtime: EngineRuntime) {
  const routeObjects = buildRouteObjects(routes, () => runtime.prefetch, { documentScope: state.documentScope });
  const router = createBrowserRouter(
    routeObjects,
    state.clientOnly
      ? {}
      : {
          hydrationData: {
            loaderData: state.router.loaderData,
            errors: state.router.errors
              ? Object.fromEntries(
                  Object.entries(state.router.errors).map(([id, error]) => [id, Object.assign(new Error(error.message), { status: error.status })]),
                )
              : null,
          },
        },
  );
  // Each settled navigation schedules an idle prefetch of the links it shows.
  prefetchLinksWhenIdle(router.routes, routes, runtime.prefetch);
  router.subscribe((routerState) => {
    if (routerState.navigation.state === "idle") prefetchLinksWhenIdle(router.routes, routes, runtime.prefetch);
  });
  return router;
}

/**
 * The server's HTML paints first; hydration follows, as a transition, which React splits into short tasks
 * instead of one long one that would block the main thread (and the first paint). The page's blocks are
 * loaded first (their chunks are already on their way): a block still loading would hydrate later than
 * the shell, whose head would then miss the block's static head record. So are the parts of them the
 * page shows (the class list's filters).
 */
function hydratePage(
  state: PageState,
  routes: BrowserRouteTable,
  router: ReturnType<typeof browserRouter>,
  runtime: EngineRuntime,
  app: { hydrateRoot: typeof HydrateRoot; errors: ReturnType<typeof installErrorLog> },
): void {
  const { blocks: registry } = runtime.engine;
  const match = router.state.matches.at(-1);
  const params = (match && chosenPage(routes, match.route.id, match.params, window.location.pathname)?.params) ?? {};
  const ownBlocks = state.route ? visibleBlocks(state.route, params).map((item) => item.type) : [];
  const ownParts = registry.load(ownBlocks).then(() => preloadLazyParts(state, registry));
  void Promise.all([afterFirstPaint(), ownParts]).then(() =>
    startTransition(() => {
      performance.mark("hydrate:start");
      app.hydrateRoot(
        document.getElementById("root")!,
        <AppProviders engine={runtime.engine} queryClient={runtime.queryClient}>
          <RouterProvider router={router} />
          <HydrationMarker />
        </AppProviders>,
        { onRecoverableError: hydrationErrorReporter(app.errors) },
      );
    }),
  );
}

async function start(): Promise<void> {
  installChunkReloadGuard();
  installImageFallbacks(document);
  const state = await pageStateOrErrorPage();
  const plans = { ...state.blockPlans };
  const routes = createBrowserRouteTable(state.layout, state.route, plans);
  const registry = browserBlockRegistry(() => state, routes, plans);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: SOURCE_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false } } });
  hydrate(queryClient, state.queries);
  const appToken = createBrowserAppToken();
  const runtime = browserRuntime(state, routes, registry, queryClient, appToken);
  const startup = runStartup(state, runtime, appToken);
  // The start-up work comes in a few tasks, not one long one that would hold off a visitor's tap.
  await nextTask();
  const router = browserRouter(state, routes, runtime);
  // The app's error handler: every uncaught error is kept with its timestamp.
  const errors = installErrorLog(window);
  await nextTask();
  const { createRoot, hydrateRoot } = await loadReactDom();
  if (!state.clientOnly) return hydratePage(state, routes, router, runtime, { hydrateRoot, errors });
  createRoot(document.getElementById("root")!).render(
    <AppProviders engine={runtime.engine} queryClient={queryClient}>
      <ClientOnlyApp router={router} startup={startup} />
    </AppProviders>,
  );
}

void start();
