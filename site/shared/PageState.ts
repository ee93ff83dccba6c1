import type { DehydratedState } from "@tanstack/react-query";
import type { HostRole } from "../../schemas/catalogue/catalogue.js";
import { type BlockPlan, isRecord, type LayoutManifest, type LayoutRoute, type RouteParams, type SiteSettings } from "../../engine/index.js";
import type { PartIslandState, ThemeColors } from "../../engine/react.js";

/** What the server hands the browser in the page, to hydrate without asking again. */
export interface PageState {
  settings: SiteSettings;
  /** The theme's palettes as the server derived them from the settings (see themeColors). */
  themeColors: ThemeColors;
  /** The shell, titles and route manifest; other routes' blocks load on navigation. */
  layout: LayoutManifest;
  /** The page's own route in full (none on the 404 page). */
  route?: LayoutRoute;
  /** The plans (slots, heading) of the page's own blocks; the others come with the route table. */
  blockPlans: Record<string, BlockPlan>;
  /** Block types whose styles the page's stylesheet already holds. */
  styledBlocks: string[];
  /** Per block type, the lazy parts (by name) the page renders: loaded before it hydrates. */
  lazyParts?: Record<string, string[]>;
  /** Base URL per host role as the browser should use it (root-relative for the embedded platform). */
  baseUrls: Record<HostRole, string>;
  /** Set when a shared host serves another tenant under a path prefix (`/Pesilat`): leaving it reloads. */
  documentScope?: string;
  queries: DehydratedState;
  /** The origin the site names as its own (engine/tenant/publicOrigin.ts); the page's own when absent. */
  origin?: string;
  /** The server saw the visitor's access token (an HttpOnly cookie the page cannot read itself). */
  signedIn?: boolean;
  /**
   * Set when the page's interactive blocks start as islands (`[data-island]` sections): the route's own
   * parameters, and the lazy parts that start as islands of their own (`[data-island-part]` containers).
   */
  islands?: { params: RouteParams; parts?: PartIslandState[] };
  /** The page was not rendered on the server (a shell): the browser renders it, behind the loading view. */
  clientOnly?: boolean;
  /** The remote table service's public anonymous key (REMOTE_TABLES_ANON_KEY); public by design. */
  remoteTablesAnonKey?: string;
  /** MEDIA_BASE_URL: what media paths in content are relative to (engine/media/mediaUrl.ts). */
  mediaBase: string;
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, { message: string; status?: number }> | null;
  };
}

export const PAGE_STATE_ID = "__PAGE_STATE__";

/**
 * What is wrong with a page state, or undefined when it has the shape the browser relies on: the
 * parts it reads before anything could fail more gracefully (settings, layout, base URLs, router).
 */
export function pageStateProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return "expected an object";
  if (!isRecord(value.settings) || typeof value.settings.id !== "string") return "settings.id: expected a string";
  if (!isRecord(value.layout) || !Array.isArray(value.layout.routes) || typeof value.layout.routesUrl !== "string") return "layout: expected a route manifest";
  if (!isRecord(value.baseUrls) || !Object.values(value.baseUrls).every((url) => typeof url === "string")) return "baseUrls: expected a URL per host role";
  if (!isRecord(value.blockPlans)) return "blockPlans: expected a plan per block type";
  if (!Array.isArray(value.styledBlocks)) return "styledBlocks: expected a list";
  if (!isRecord(value.queries)) return "queries: expected dehydrated queries";
  if (!isRecord(value.router) || !isRecord(value.router.loaderData)) return "router.loaderData: expected an object";
  return undefined;
}
