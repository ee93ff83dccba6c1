import type { QueryClient } from "@tanstack/query-core";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import { createMedia, createSessionClient, serverSourceStates, type AppTokenProvider } from "../../engine/index.js";
import { createEngineRuntime, type BlockRegistry, type EngineRuntime } from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";
import type { BrowserRouteTable } from "./createBrowserRouteTable.js";

/** The page's runtime in the browser: the API client on the browser's hosts, the visitor's session from the document's cookies. */
export function browserRuntime(
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
    media: createMedia(state.mediaBase),
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
