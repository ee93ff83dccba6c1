import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import type { ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { ResolvedLayout } from "../layout/ResolvedLayout.js";
import { paramsPass } from "../layout/paramRules.js";
import { matchRoutePath } from "../layout/routePaths.js";
import type { LayoutRoute } from "../layout/types.js";
import { detailLinkSources, type SitemapContract } from "./detailLinkSources.js";
import { isListedRoute, isSharedScopePath } from "./sitemapRoutes.js";
import { fillDetailPath } from "../layout/fillDetailPath.js";

/** One URL of a sitemap: a site path and, when its record has a date, when it last changed. */
export interface SitemapEntry {
  path: string;
  /** W3C datetime (`2026-01-31` or a full ISO time). */
  lastmod?: string;
}

export interface SitemapSourceOptions {
  layout: Pick<ResolvedLayout, "routes">;
  contracts: ReadonlyMap<string, SitemapContract>;
  /** Calls a catalogue entry and resolves its unwrapped data (for a paginated list: `{ items, totalPages, … }`). */
  call: (entry: CatalogueEntry, values: ParamValues) => Promise<unknown>;
  /** The first path segments this host shares with another tenant (see isSharedScopePath): their pages are left out. */
  sharedSegments?: readonly string[];
  /** Pages of one list read at most (a guard against a backend that never ends a list). */
  maxPages?: number;
}

export interface SitemapEntries {
  entries: SitemapEntry[];
  /** Lists that could not be read (their URLs are missing); a caller should not keep the result long. */
  failures: string[];
}

/** Record dates that say when the record last changed, in order of preference (a start date does not). */
const CHANGED_FIELDS = ["updatedAt", "modifiedAt", "publishedAt"] as const;

/** The record's last change as a W3C datetime, or undefined. */
export function lastmodOf(record: Readonly<Record<string, unknown>>): string | undefined {
  for (const field of CHANGED_FIELDS) {
    const value = record[field];
    if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}/.test(value)) continue;
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    const time = Date.parse(value);
    if (!Number.isNaN(time)) return new Date(time).toISOString();
  }
  return undefined;
}

/** Fills a detail path from a record; undefined when a field is missing or not a scalar (no broken links). */
export function fillTemplate(template: string, record: Readonly<Record<string, unknown>>): string | undefined {
  const { path, complete } = fillDetailPath(template, record);
  return complete ? path : undefined;
}

function literalSegments(path: string): number {
  return path.split("/").filter((segment) => segment && !segment.startsWith("{")).length;
}

/** The layout route a concrete path shows: the most specific route whose path matches and whose rules pass. */
function routeOf(routes: readonly LayoutRoute[], path: string): LayoutRoute | undefined {
  let best: LayoutRoute | undefined;
  for (const route of routes) {
    const match = matchRoutePath(route.path, path);
    if (!match || !paramsPass(route.params, match.params)) continue;
    if (!best || literalSegments(route.path) > literalSegments(best.path)) best = route;
  }
  return best;
}

const PAGE_SIZE_PARAMS = ["pageSize", "perPage"];

/** Every record of a paginated source, page by page at the largest page size it allows. */
async function* listRecords(
  call: SitemapSourceOptions["call"],
  entry: CatalogueEntry,
  values: ParamValues,
  maxPages: number,
): AsyncGenerator<Record<string, unknown>> {
  const size = entry.params.find((param) => PAGE_SIZE_PARAMS.includes(param.name));
  const pageSize = size ? { [size.name]: typeof size.maximum === "number" ? size.maximum : 100 } : {};
  for (let page = 1; page <= maxPages; page++) {
    const data = (await call(entry, { ...values, ...pageSize, page })) as { items?: unknown[]; totalPages?: number } | undefined;
    for (const item of data?.items ?? []) if (item && typeof item === "object") yield item as Record<string, unknown>;
    if (!data?.items?.length || page >= (data.totalPages ?? page)) return;
  }
}

/**
 * The URLs of a site's sitemap, from its layout alone: every listed route without parameters (see
 * isListedRoute), and every page a list of the layout links to (a `detailPath` filled from each record
 * of the list's source, all pages of it; a static block's `linkedPaths`) that a listed route shows.
 * Routes with parameters that no list links to (aliases such as `/News/{slug}`, a course's chapters)
 * are not listed: their records are listed through the route the lists link to.
 */
export async function sitemapEntries(options: SitemapSourceOptions): Promise<SitemapEntries> {
  const { layout, contracts, sharedSegments = [], maxPages = 1000 } = options;
  const listed = layout.routes.filter((route) => isListedRoute(route, contracts));
  const byPath = new Map<string, SitemapEntry>();
  const add = (path: string, lastmod?: string) => {
    if (isSharedScopePath(path, sharedSegments)) return;
    const key = path.toLowerCase();
    if (!byPath.has(key)) byPath.set(key, lastmod ? { path, lastmod } : { path });
  };
  const showsListed = (path: string) => {
    const route = routeOf(layout.routes, path);
    return route !== undefined && listed.includes(route);
  };
  for (const route of listed) if (!route.path.includes("{")) add(route.path);

  const { lists, paths } = detailLinkSources(layout, contracts);
  for (const path of paths) if (showsListed(path)) add(path);
  const failures: string[] = [];
  for (const list of lists) {
    try {
      for await (const record of listRecords(options.call, list.entry, list.values, maxPages)) {
        const path = fillTemplate(list.template, record);
        if (path && showsListed(path)) add(path, lastmodOf(record));
      }
    } catch (error) {
      failures.push(`${list.entry.id} (${list.template}): ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { entries: [...byPath.values()], failures };
}
