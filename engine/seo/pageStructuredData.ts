import type { Media } from "../media/createMedia.js";
import type { QueryClient } from "@tanstack/query-core";
import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ApiClient } from "../data/createApiClient.js";
import type { BindingScope } from "../data/types.js";
import type { JsonLd } from "../head/serializeJsonLd.js";
import { HOME_ROUTE } from "../head/buildTitle.js";
import type { LayoutRoute } from "../layout/types.js";
import { metaQueryOptions } from "../routes/metaRecord.js";
import type { SiteSettings } from "../tenant/siteSettings.js";
import { breadcrumbList, homeStructuredData, recordStructuredData, type Crumb } from "./structuredData.js";

export interface PageStructuredDataInput {
  settings: SiteSettings;
  media: Media;
  titles: Readonly<Record<string, string>>;
  routeName: string;
  route: LayoutRoute | undefined;
  /** The layout's routes by name and path (breadcrumb steps are the static routes above the page). */
  routes: readonly { name: string; path: string }[];
  scope: BindingScope;
  /** Absolute URL of the page and of the site's home. */
  url: string;
  home: string;
  /** The page's own title (its record's), for the last breadcrumb step. */
  recordTitle?: string;
  /** Where the route's metadata record is: the query cache the loader filled. */
  context: { queryClient: Pick<QueryClient, "getQueryData">; api: ApiClient; tenant: string };
}

function segments(path: string): string[] {
  return path.toLowerCase().split("/").filter(Boolean);
}

/** The static routes whose path is a leading part of the page's path, nearest last. */
function parentsOf(pathname: string, routes: PageStructuredDataInput["routes"]): { name: string; path: string }[] {
  const own = segments(pathname);
  return routes
    .filter((route) => !route.path.includes("{") && route.path !== "/")
    .filter((route) => {
      const parts = segments(route.path);
      return parts.length < own.length && parts.every((part, index) => part === own[index]);
    })
    .sort((a, b) => segments(a.path).length - segments(b.path).length);
}

/**
 * A page's JSON-LD, from the same records as the page: Organization and WebSite on the home; on a
 * detail page (a route with parameters and a record), the record's type by the kind its metadata
 * source answers (STRUCTURED_DATA_BUILDERS) and a BreadcrumbList home → list page → this page.
 */
export function pageStructuredData(input: PageStructuredDataInput): JsonLd[] {
  const { settings, media, route, url, home } = input;
  const page = { settings, media, url, home };
  if (input.routeName === HOME_ROUTE) return homeStructuredData(page);
  if (!route || !route.path.includes("{")) return [];
  const options = metaQueryOptions(route, input.scope, input.context.api, input.context.tenant);
  const record = options ? input.context.queryClient.getQueryData(options.queryKey) : undefined;
  const name = input.recordTitle?.trim();
  if (!name) return [];
  const kind = route.meta ? findCatalogueEntry(route.meta.data.source)?.record : undefined;
  const pathname = new URL(url).pathname;
  const trail: Crumb[] = [
    { name: settings.title || input.titles[HOME_ROUTE] || "", url: home },
    ...parentsOf(pathname, input.routes).map((parent) => ({ name: input.titles[parent.name] ?? "", url: new URL(parent.path, home).href })),
    { name, url },
  ];
  return [...recordStructuredData(kind, record, page), ...breadcrumbList(trail)];
}
