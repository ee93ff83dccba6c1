import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../data/createApiClient.js";
import { resolveBinding } from "../data/resolveBinding.js";
import { sourceQueryOptions } from "../data/sourceQueryOptions.js";
import type { BindingScope } from "../data/types.js";
import { SourceError } from "../errors/SourceError.js";
import { stripHtml } from "../html/stripHtml.js";
import type { LayoutRoute } from "../layout/types.js";

export interface HeadRecord {
  title?: string;
  description?: string;
  image?: string;
}

function pick(record: unknown, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const value = path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), record);
  return typeof value === "string" && value.trim() ? value : undefined;
}

/** The query options of a route's metadata record, if the route declares one. */
export function metaQueryOptions(route: LayoutRoute, scope: BindingScope, api: ApiClient, tenant: string) {
  return route.meta ? sourceQueryOptions(api, resolveBinding(route.meta.data, scope), tenant) : undefined;
}

/** Head fields of the route's record, read from the query cache (the loader fetched it). */
export function headRecordOf(route: LayoutRoute | undefined, scope: BindingScope, queryClient: QueryClient, api: ApiClient, tenant: string): HeadRecord | undefined {
  const options = route && metaQueryOptions(route, scope, api, tenant);
  if (!route?.meta || !options) return undefined;
  const record = queryClient.getQueryData(options.queryKey);
  if (!record) return undefined;
  const description = pick(record, route.meta.description);
  return { title: pick(record, route.meta.title), description: description && stripHtml(description), image: pick(record, route.meta.image) };
}

/** True when the route's record is known not to exist: the page answers 404. */
export function isMetaRecordMissing(route: LayoutRoute, scope: BindingScope, queryClient: QueryClient, api: ApiClient, tenant: string): boolean {
  const options = metaQueryOptions(route, scope, api, tenant);
  if (!options) return false;
  if (options.enabled === false) return true;
  const error = queryClient.getQueryState(options.queryKey)?.error;
  return error instanceof SourceError && error.status === 404;
}
