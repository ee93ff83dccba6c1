import "./site.css";
import "./structure.css";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition, useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { blockComponents } from "../../blocks/components.js";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import { chosenPage, createSessionClient, createStartupMachine, installErrorLog, setMediaBase, SOURCE_STALE_TIME_MS, visibleBlocks } from "../../engine/index.js";
import { AppProviders, buildRouteObjects, createBlockRegistry, createEngineRuntime, ErrorPageFailureScreen } from "../../engine/react.js";
import { ClientOnlyApp } from "./ClientOnlyApp.js";
import { createBrowserRouteTable } from "./createBrowserRouteTable.js";
import { loadStylesheet } from "./loadStylesheet.js";
import { createBrowserAppToken } from "./createBrowserAppToken.js";
import { createBrowserStartupEffects } from "./createBrowserStartupEffects.js";
import { exposeStartupState } from "./exposeStartupState.js";

import { installChunkReloadGuard } from "./installChunkReloadGuard.js";
import { prefetchLinksWhenIdle } from "./prefetchLinksWhenIdle.js";
import { whenIdle } from "./whenIdle.js";
import { nextTask } from "./nextTask.js";
import { readPageState } from "./readPageState.js";
import { afterFirstPaint } from "./afterFirstPaint.js";

import type { PageState } from "../shared/PageState.js";

// React DOM is a chunk of its own, listed among the page's modules before this one: its evaluation
// (a fifth of the page's start-up work) is then a task of its own, not part of this module's.
const loadReactDom = () => import("./reactDom.js");

/**
 * The page's state, or, when it is missing or malformed, the error-page failure screen in place of
 * the page and an error that stops the start: nothing may start on a state it cannot trust.
 */
async function pageStateOrErrorPage(): Promise<PageState> {
  try {
    return readPageState();
  } catch (error) {
    const { createRoot } = await loadReactDom();
    createRoot(document.getElementById("root")!).render(<ErrorPageFailureScreen details={error instanceof Error ? error.message : String(error)} />);
    throw error;
  }
}

/** Marks the document once React has taken over, for the browser tests and for CSS. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    performance.mark("hydrate:done");
  }, []);
  return null;
}

async function start(): Promise<void> {
  installChunkReloadGuard();
  const state = await pageStateOrErrorPage();
  // Before anything renders: images and fallbacks resolve media paths against it.
  setMediaBase(state.mediaBase);
  const plans = { ...state.blockPlans };
  const routes = createBrowserRouteTable(state.layout, state.route, plans);
  const styled = new Set(state.styledBlocks);
  const ownBlockTypes = new Set(state.route?.blocks?.map((block) => block.type));
  const blockStylesheet = (type: string) => routes.blockStylesheet(type).then((href) => (href ? loadStylesheet(href) : undefined));
  // A block's chunk, and its stylesheet when the page's own stylesheet does not hold all its styles.
  // For a block of this page it holds those of what the page shows: the rest (the class list's
  // filters on another route) comes when the browser is idle, not on the way to hydration.
  const registry = createBlockRegistry(
    plans,
    Object.fromEntries(
      Object.entries(blockComponents).map(([type, load]) => [
        type,
        async () => {
          if (styled.has(type)) return load();
          if (ownBlockTypes.has(type)) {
            whenIdle(() => void blockStylesheet(type).catch(() => undefined));
            return load();
          }
          const [module] = await Promise.all([load(), blockStylesheet(type)]);
          return module;
        },
      ]),
    ),
  );

  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: SOURCE_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false } },
  });
  hydrate(queryClient, state.queries);

  const baseUrls = Object.fromEntries(
    Object.entries(state.baseUrls).map(([role, url]) => [role, new URL(url, window.location.origin).href]),
  ) as Record<HostRole, string>;
  const appToken = createBrowserAppToken();
  // The access token is an HttpOnly cookie: the page asks its own server for it, once per sign-in.
  const visitor = createSessionClient({ fetch: window.fetch.bind(window), cookies: () => document.cookie, signedInAtLoad: state.signedIn === true });
  const { api, prefetch, engine } = createEngineRuntime({
    settings: state.settings,
    themeColors: state.themeColors,
    layout: state.layout,
    routes,
    blocks: registry,
    api: {
      baseUrls,
      credentials: async () => ({ lmsId: state.settings.id, accessToken: await visitor.accessToken() }),
      appToken,
      remoteTablesAnonKey: state.remoteTablesAnonKey,
      // A role on a path of this site is the embedded platform, which honours idempotency keys; a
      // same-origin call also needs no CORS permission for the header.
      idempotentRoles: (Object.keys(state.baseUrls) as HostRole[]).filter((role) => /^\/(?!\/)/.test(state.baseUrls[role] ?? "")),
    },
    cookies: {
      read: () => document.cookie,
      write: (setCookie: string) => {
        document.cookie = setCookie;
      },
      https: window.location.protocol === "https:",
    },
    signedIn: visitor.signedIn,
    accountBase: baseUrls.account,
    origin: window.location.origin,
    publicOrigin: state.origin,
    timeBoxMs: 10_000,
    queryClient,
  });

  // App start (and a version change). A server-rendered page already has its settings, theme and
  // fonts, so it runs in the background; a client-only shell waits for it behind the loading view.
  const startup = createStartupMachine({
    effects: createBrowserStartupEffects(api, appToken, state.settings),
    warn: (message, error) => console.warn(message, error),
    online: navigator.onLine,
  });
  exposeStartupState(startup);
  for (const event of ["online", "offline"]) window.addEventListener(event, () => startup.setOnline(navigator.onLine));
  // A server-rendered page starts up once it has painted; a client-only shell needs it at once.
  void (state.clientOnly ? startup.run() : afterFirstPaint().then(() => startup.run()));

  // The start-up work comes in a few tasks, not one long one that would hold off a visitor's tap.
  await nextTask();
  const routeObjects = buildRouteObjects(routes, () => prefetch, { documentScope: state.documentScope });
  // A client-only shell has no data from the server: the router loads the first page itself.
  const router = createBrowserRouter(routeObjects, state.clientOnly ? {} : {
    hydrationData: {
      loaderData: state.router.loaderData,
      errors: state.router.errors
        ? Object.fromEntries(Object.entries(state.router.errors).map(([id, error]) => [id, Object.assign(new Error(error.message), { status: error.status })]))
        : null,
    },
  });

  // Each settled navigation schedules an idle prefetch of the links it shows.
  prefetchLinksWhenIdle(router.routes, routes, prefetch);
  router.subscribe((routerState) => {
    if (routerState.navigation.state === "idle") prefetchLinksWhenIdle(router.routes, routes, prefetch);
  });

  // The app's error handler: every uncaught error is kept with its timestamp.
  const errors = installErrorLog(window);
  await nextTask();
  const { createRoot, hydrateRoot } = await loadReactDom();
  const rootElement = document.getElementById("root")!;
  if (state.clientOnly) {
    createRoot(rootElement).render(
      <AppProviders engine={engine} queryClient={queryClient}>
        <ClientOnlyApp router={router} startup={startup} />
      </AppProviders>,
    );
  } else {
    // The server's HTML paints first; hydration follows, as a transition, which React splits into
    // short tasks instead of one long one that would block the main thread (and the first paint).
    // The page's blocks are loaded first (their chunks are already on their way): a block still loading
    // would hydrate later than the shell, whose head would then miss the block's static head record.
    const match = router.state.matches.at(-1);
    const params = (match && chosenPage(routes, match.route.id, match.params, window.location.pathname)?.params) ?? {};
    const ownBlocks = state.route ? visibleBlocks(state.route, params).map((item) => item.type) : [];
    // So are the parts of them the page shows (the class list's filters), or the blocks would hydrate late.
    const ownParts = registry.load(ownBlocks).then(() =>
      Promise.all((state.lazyBlocks ?? []).flatMap((type) => (registry.loaded(type)?.lazyParts ?? []).map((part) => part.preload()))),
    );
    void Promise.all([afterFirstPaint(), ownParts]).then(() =>
      startTransition(() => {
        performance.mark("hydrate:start");
        hydrateRoot(
          rootElement,
          <AppProviders engine={engine} queryClient={queryClient}>
            <RouterProvider router={router} />
            <HydrationMarker />
          </AppProviders>,
          {
            // React 19 recovers from hydration mismatches silently in production; say so loudly.
            onRecoverableError(error, info) {
              errors.onRecoverableError(error, info);
              console.error("[hydration] recoverable error:", error, info.componentStack);
            },
          },
        );
      }),
    );
  }
}

void start();
