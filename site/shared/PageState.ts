import type { DehydratedState } from "@tanstack/react-query";
import type { HostRole } from "../../engine/catalogue/catalogue.js";
import type { LayoutManifest } from "../../engine/layout/LayoutManifest.js";
import type { LayoutRoute } from "../../engine/layout/types.js";
import type { SiteSettings } from "../../engine/tenant/siteSettings.js";

/** What the server hands the browser in the page, to hydrate without asking again. */
export interface PageState {
  settings: SiteSettings;
  /** The shell, titles and route manifest; other routes' blocks load on navigation. */
  layout: LayoutManifest;
  /** The page's own route in full (none on the 404 page). */
  route?: LayoutRoute;
  /** Block types whose styles the page's stylesheet already holds. */
  styledBlocks: string[];
  /** Block types whose lazy parts the page renders: loaded before it hydrates. */
  lazyBlocks?: string[];
  /** Base URL per host role as the browser should use it (root-relative for the embedded platform). */
  baseUrls: Record<HostRole, string>;
  /** Set when a shared host serves another tenant under a path prefix (`/Pesilat`): leaving it reloads. */
  documentScope?: string;
  queries: DehydratedState;
  /** The page was not rendered on the server (a shell): the browser renders it, behind the loading view. */
  clientOnly?: boolean;
  /** The remote table service's public anonymous key (REMOTE_TABLES_ANON_KEY); public by design. */
  remoteTablesAnonKey?: string;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, { message: string; status?: number }> | null;
  };
}

export const PAGE_STATE_ID = "__PAGE_STATE__";
