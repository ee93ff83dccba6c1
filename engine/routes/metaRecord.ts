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

/** The first `words` words of a text, with an ellipsis when something was cut. */
export function cutWords(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

/**
 * Head fields of a route: its metadata record's (read from the query cache, where the loader put
 * it; descriptions stripped of HTML and cut when the route says so), over the route's fixed ones.
 */
export function headRecordOf(route: LayoutRoute | undefined, scope: BindingScope, queryClient: QueryClient, api: ApiClient, tenant: string): HeadRecord | undefined {
  if (!route) return undefined;
  const fixed: HeadRecord = { description: route.head?.description, image: route.head?.image };
  const options = metaQueryOptions(route, scope, api, tenant);
  const record = options ? queryClient.getQueryData(options.queryKey) : undefined;
  if (!route.meta || !record) return route.head ? fixed : undefined;
  const raw = pick(record, route.meta.description);
  const text = raw && stripHtml(raw);
  const description = text && route.meta.descriptionWords ? cutWords(text, route.meta.descriptionWords) : text;
  return {
    title: pick(record, route.meta.title),
    description: description || fixed.description,
    image: pick(record, route.meta.image) ?? fixed.image,
  };
}

/** True when the route's record is known not to exist: the page answers 404. */
export function isMetaRecordMissing(route: LayoutRoute, scope: BindingScope, queryClient: QueryClient, api: ApiClient, tenant: string): boolean {
  const options = metaQueryOptions(route, scope, api, tenant);
  if (!options) return false;
  if (options.enabled === false) return true;
  const error = queryClient.getQueryState(options.queryKey)?.error;
  return error instanceof SourceError && error.status === 404;
}
