import type { HostRole } from "../../../schemas/catalogue/catalogue.js";
import type {
  AppTokenProvider,
  BlockContract,
  BlockPlan,
  CallLogger,
  HtmlSanitizer,
  Media,
  ResolvedLayout,
  SettingsStore,
  SharedHostRules,
  SiteSettings,
} from "../../../engine/index.js";
import type { LayoutStore } from "../../../engine/node.js";
import type { BlockComponents, BlockRegistry } from "../../../engine/react.js";
import type { PageAssets } from "../createPageAssets.js";
import type { LayoutRoutes } from "./layoutRoutes.js";

/** What the page renderer is built from. */
export interface PageRendererOptions {
  layouts: Pick<LayoutStore, "get">;
  settings: Pick<SettingsStore, "resolve">;
  contracts: readonly BlockContract[];
  components: BlockComponents;
  assets: () => PageAssets;
  serverBaseUrls: Record<HostRole, string>;
  /** How the server reaches its hosts: in process for the embedded platform, HTTP otherwise. */
  serverFetch?: typeof fetch;
  browserBaseUrls: Record<HostRole, string>;
  ssrTimeBoxMs: number;
  /** Render the blocks a visitor can act on as islands (roots of their own), for a browser that starts only those. */
  islands?: boolean;
  sharedHosts?: SharedHostRules;
  /** Off in tests and on machines without the analytics host; layouts still declare their ids. */
  analytics?: boolean;
  /** The server's app-token provider per tenant host (the AppToken of its own calls); none in some tests. */
  appTokens?: (host: string) => AppTokenProvider;
  /** Handed to the browser with the page, for the remote table service's `apikey`. */
  remoteTablesAnonKey?: string;
  log: (message: string, error?: unknown) => void;
  /** Where a page's failed data source is logged (one warning line); the console when unset. */
  callLog?: CallLogger;
  /** The deployment's media (MEDIA_BASE_URL), the same for every tenant. */
  media: Media;
}

/** What the page renderer's parts share: its options and what it built once from them. */
export interface PageRenderContext {
  options: PageRendererOptions;
  registry: BlockRegistry;
  contracts: ReadonlyMap<string, BlockContract>;
  plans: Readonly<Record<string, BlockPlan>>;
  routesFor(layout: ResolvedLayout, documentScope: string | undefined): LayoutRoutes;
  /** The site's layout, or the default one when its own is unknown or invalid; undefined when neither is there. */
  findLayout(settings: SiteSettings): ResolvedLayout | undefined;
  /** findLayout's answer, or an error naming both layouts: a page cannot render without one. */
  layoutFor(settings: SiteSettings): ResolvedLayout;
  /** The renderer's HTML sanitizer, and a render that waits for its DOM when a page needed it early. */
  sanitizer: HtmlSanitizer;
  renderSanitized(render: () => string): Promise<string>;
}

export const HTML = { "content-type": "text/html; charset=utf-8" };
