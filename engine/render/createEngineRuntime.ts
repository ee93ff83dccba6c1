import type { QueryClient } from "@tanstack/react-query";
import { createApiClient, type ApiClient, type ApiClientConfig } from "../data/createApiClient.js";
import type { SourceState } from "../data/SourceState.js";
import type { HtmlSanitizer } from "../html/HtmlSanitizer.js";
import type { Media } from "../media/createMedia.js";
import type { RouteTable } from "../layout/createRouteTable.js";
import type { LayoutManifest } from "../layout/LayoutManifest.js";
import type { PrefetchContext } from "../routes/prefetchPage.js";
import { APP_CODE_COOKIE, cookieValue } from "../session/cookieValue.js";
import type { SessionContext } from "../session/SessionContext.js";
import { signInStateCookie } from "../session/signIn.js";
import type { SiteSettings } from "../tenant/siteSettings.js";
import type { BlockRegistry } from "./createBlockRegistry.js";
import type { EngineContextValue } from "./EngineContext.js";
import type { ThemeColors } from "./theme/buildTheme.js";

/** Where a runtime reads and writes the visitor's cookies: a request's headers, or the document. */
export interface RuntimeCookies {
  /** The Cookie header (or document.cookie). */
  read(): string | undefined;
  /** Sets one cookie (a Set-Cookie value): added to the response, or written to document.cookie. */
  write(setCookie: string): void;
  /** Whether the page is served over https (cookies then carry `Secure`). */
  https: boolean;
}

export interface EngineRuntimeOptions {
  settings: SiteSettings;
  themeColors: ThemeColors;
  layout: LayoutManifest;
  routes: RouteTable;
  blocks: BlockRegistry;
  api: ApiClientConfig;
  media: Media;
  /** The server's sanitizer (over its DOM); the browser uses its window's. */
  sanitizer?: HtmlSanitizer;
  cookies: RuntimeCookies;
  signedIn(): boolean;
  /** The account site's base URL, absolute. */
  accountBase: string;
  /** The page's own origin (where the account site sends the visitor back). */
  origin: string;
  /** The origin the site names as its own in canonical and share tags; the page's own when unset. */
  publicOrigin?: string;
  /** How long route loaders wait for a page's sources. */
  timeBoxMs: number;
  queryClient: QueryClient;
  /** In the browser: the state the server drew each source with (see EngineContextValue.serverSources). */
  serverSources?: ReadonlyMap<string, SourceState>;
}

/** What a page runs on: its data client, API client and session, as route loaders and components see them. */
export interface EngineRuntime {
  queryClient: QueryClient;
  api: ApiClient;
  session: SessionContext;
  /** What the route loaders get (data prefetching, head records). */
  prefetch: PrefetchContext;
  /** What the components get (useEngine). */
  engine: EngineContextValue;
}

/**
 * Composes the runtime of one page, the same way on both sides: the server builds one per request, the
 * browser one per page load. Only where cookies live and which hosts answer differ, and they come in.
 */
export function createEngineRuntime(options: EngineRuntimeOptions): EngineRuntime {
  const { settings, blocks, queryClient, cookies } = options;
  const api = createApiClient(options.api);
  const session: SessionContext = {
    signedIn: options.signedIn,
    accountBase: options.accountBase,
    origin: options.origin,
    tenantId: settings.id,
    appCode: () => cookieValue(cookies.read(), APP_CODE_COOKIE),
    rememberSignInToken: (token) => cookies.write(signInStateCookie(token, cookies.https)),
  };
  const prefetch: PrefetchContext = { queryClient, api, tenant: settings.id, blocks, timeBoxMs: options.timeBoxMs, session };
  const engine: EngineContextValue = {
    api,
    tenant: settings.id,
    settings,
    themeColors: options.themeColors,
    layout: options.layout,
    routes: options.routes,
    blocks,
    media: options.media,
    ...(options.sanitizer && { sanitizer: options.sanitizer }),
    origin: options.publicOrigin ?? options.origin,
    ...(options.serverSources && { serverSources: options.serverSources }),
  };
  return { queryClient, api, session, prefetch, engine };
}
