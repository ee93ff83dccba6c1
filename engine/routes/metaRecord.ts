import type { QueryClient } from "@tanstack/query-core";
import type { ApiClient } from "../data/createApiClient.js";
import { resolveBinding } from "../data/resolveBinding.js";
import { sourceQueryOptions } from "../data/sourceQueryOptions.js";
import type { BindingScope } from "../data/types.js";
import { SourceError } from "../errors/SourceError.js";
import { stripHtml } from "../html/stripHtml.js";
import type { BlockLookup, HeadRecord } from "../layout/BlockContract.js";
import type { LayoutRoute } from "../layout/types.js";
import { visibleBlocks } from "../layout/visibleBlocks.js";

export type { HeadRecord };

/** What a route's head record is read from: the query cache for catalogue records, blocks for static ones. */
export interface HeadRecordContext {
  queryClient: QueryClient;
  api: ApiClient;
  tenant: string;
  blocks: Pick<BlockLookup, "headOf">;
}

function pick(record: unknown, path: string | undefined): string | undefined {
  if (!path) return undefined;
  const value = path.split(".").reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), record);
  return typeof value === "string" && value.trim() ? value : undefined;
}

/**
 * True when the URL is the list view of a route whose segments are all optional and it leaves out
 * the ones the record is keyed by: `/Career` is the list view of `/Career/{slug?}`, not a missing
 * career. A route with a required segment (`/Event/Careers/{id}/{slug?}`) is always a detail.
 */
function isListView(route: LayoutRoute, scope: BindingScope): boolean {
  const segments = [...route.path.matchAll(/\{(\w+)(\??)\}/g)];
  if (segments.some((match) => match[2] !== "?")) return false;
  const referenced = Object.values(route.meta?.data.params ?? {}).flatMap((value) =>
    typeof value === "object" && value !== null && "route" in value ? [value.route] : [],
  );
  return referenced.length > 0 && referenced.every((name) => scope.routeParams[name] === undefined);
}

/** The query options of a route's metadata record, if the route declares one and the URL names it. */
export function metaQueryOptions(route: LayoutRoute, scope: BindingScope, api: ApiClient, tenant: string) {
  return route.meta && !isListView(route, scope) ? sourceQueryOptions(api, resolveBinding(route.meta.data, scope), tenant) : undefined;
}

/** The first `words` words of a text, with an ellipsis when something was cut. */
export function cutWords(text: string, words: number): string {
  const all = text.split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(" ")}…` : all.join(" ");
}

/** The head record a static-content block of the route gives for these parameters (first opinion wins). */
function staticHeadOf(route: LayoutRoute, scope: BindingScope, blocks: HeadRecordContext["blocks"]): HeadRecord | null | undefined {
  for (const item of visibleBlocks(route, scope.routeParams)) {
    const head = blocks.headOf(item.type, scope.routeParams);
    if (head !== undefined) return head;
  }
  return undefined;
}

function describe(raw: string | undefined, words: number | undefined): string | undefined {
  const text = raw && stripHtml(raw);
  return text && words ? cutWords(text, words) : text;
}

/**
 * Head fields of a route: its metadata record's (read from the query cache, where the loader put
 * it; descriptions stripped of HTML and cut when the route says so) or its static block's, over the
 * route's fixed ones.
 */
export function headRecordOf(route: LayoutRoute | undefined, scope: BindingScope, context: HeadRecordContext): HeadRecord | undefined {
  if (!route) return undefined;
  const fixed: HeadRecord = { description: route.head?.description, image: route.head?.image };
  const options = metaQueryOptions(route, scope, context.api, context.tenant);
  const record = options ? context.queryClient.getQueryData(options.queryKey) : undefined;
  if (route.meta && record) {
    return {
      title: pick(record, route.meta.title),
      description: describe(pick(record, route.meta.description), route.meta.descriptionWords) || fixed.description,
      image: pick(record, route.meta.image) ?? fixed.image,
    };
  }
  const fromBlock = staticHeadOf(route, scope, context.blocks);
  if (fromBlock) {
    return { title: fromBlock.title, description: describe(fromBlock.description, undefined) || fixed.description, image: fromBlock.image ?? fixed.image };
  }
  return route.head ? fixed : undefined;
}

/** True when the route's record is known not to exist: the page answers 404. */
export function isMetaRecordMissing(route: LayoutRoute, scope: BindingScope, context: HeadRecordContext): boolean {
  if (staticHeadOf(route, scope, context.blocks) === null) return true;
  const options = metaQueryOptions(route, scope, context.api, context.tenant);
  if (!options) return false;
  if (options.enabled === false) return true;
  const error = context.queryClient.getQueryState(options.queryKey)?.error;
  return error instanceof SourceError && error.status === 404;
}
