import "./site.css";
import "./structure.css";
import { hydrate, QueryClient } from "@tanstack/react-query";
import { startTransition, useEffect } from "react";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { blockComponents } from "../../blocks/components.js";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import type { hydrateRoot as HydrateRoot } from "react-dom/client";
import {
  chosenPage,
  createSessionClient,
  createStartupMachine,
  installErrorLog,
  installImageFallbacks,
  serverSourceStates,
  setMediaBase,
  SOURCE_STALE_TIME_MS,
  visibleBlocks,
  type AppTokenProvider,
  type BlockPlan,
  type StartupMachine,
} from "../../engine/index.js";
import {
  AppProviders,
  buildRouteObjects,
  createBlockRegistry,
  createEngineRuntime,
  ErrorPageFailureScreen,
  type BlockRegistry,
  type EngineRuntime,
} from "../../engine/react.js";
import { ClientOnlyApp } from "./ClientOnlyApp.js";
import { createBrowserRouteTable, type BrowserRouteTable } from "./createBrowserRouteTable.js";
import { loadStylesheet } from "./loadStylesheet.js";
import { createBrowserAppToken, type BrowserAppToken } from "./createBrowserAppToken.js";
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

/**
 * The block registry of the browser: a block's chunk, and its stylesheet when the page's own stylesheet
 * does not hold all its styles. For a block of this page it holds those of what the page shows: the rest
 * (the class list's filters on another route) comes when the browser is idle, not on the way to hydration.
 */
function browserBlockRegistry(state: PageState, routes: BrowserRouteTable, plans: Record<string, BlockPlan>): BlockRegistry {
  const styled = new Set(state.styledBlocks);
  const ownBlockTypes = new Set(state.route?.blocks?.map((block) => block.type));
  const blockStylesheet = (type: string) => routes.blockStylesheet(type).then((href) => (href ? loadStylesheet(href) : undefined));
  const components = Object.entries(blockComponents).map(([type, load]) => {
    const loadStyled = async () => {
      if (styled.has(type)) return load();
      if (ownBlockTypes.has(type)) {
        whenIdle(() => void blockStylesheet(type).catch(() => undefined));
        return load();
      }
      const [module] = await Promise.all([load(), blockStylesheet(type)]);
      return module;
    };
    return [type, loadStyled] as const;
  });
  return createBlockRegistry(plans, Object.fromEntries(components));
}

/** The page's runtime in the browser: the API client on the browser's hosts, the visitor's session from the document's cookies. */
function browserRuntime(
  state: PageState,
  routes: BrowserRouteTable,
  registry: BlockRegistry,
  queryClient: QueryClient,
  appToken: AppTokenProvider,
): EngineRuntime {
  const baseUrls = Object.fromEntries(Object.entries(state.baseUrls).map(([role, url]) => [role, new URL(url, window.location.origin).href])) as Record<
    HostRole,
    string
  >;
  // The access token is an HttpOnly cookie: the page asks its own server for it, once per sign-in.
  const visitor = createSessionClient({ fetch: window.fetch.bind(window), cookies: () => document.cookie, signedInAtLoad: state.signedIn === true });
  return createEngineRuntime({
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
    serverSources: serverSourceStates(state.queries.queries),
  });
}

/**
 * App start (and a version change). A server-rendered page already has its settings, theme and fonts,
 * so it runs in the background once the page has painted; a client-only shell needs it at once.
 */
function runStartup(state: PageState, runtime: EngineRuntime, appToken: BrowserAppToken): StartupMachine {
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
  const ownParts = registry
    .load(ownBlocks)
    .then(() => Promise.all((state.lazyBlocks ?? []).flatMap((type) => (registry.loaded(type)?.lazyParts ?? []).map((part) => part.preload()))));
  void Promise.all([afterFirstPaint(), ownParts]).then(() =>
    startTransition(() => {
      performance.mark("hydrate:start");
      app.hydrateRoot(
        document.getElementById("root")!,
        <AppProviders engine={runtime.engine} queryClient={runtime.queryClient}>
          <RouterProvider router={router} />
          <HydrationMarker />
        </AppProviders>,
        {
          // React 19 recovers from hydration mismatches silently in production; say so loudly.
          onRecoverableError(error, info) {
            app.errors.onRecoverableError(error, info);
            console.error("[hydration] recoverable error:", error, info.componentStack);
          },
        },
      );
    }),
  );
}

async function start(): Promise<void> {
  installChunkReloadGuard();
  installImageFallbacks(document);
  const state = await pageStateOrErrorPage();
  // Before anything renders: images and fallbacks resolve media paths against it.
  setMediaBase(state.mediaBase);
  const plans = { ...state.blockPlans };
  const routes = createBrowserRouteTable(state.layout, state.route, plans);
  const registry = browserBlockRegistry(state, routes, plans);
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
