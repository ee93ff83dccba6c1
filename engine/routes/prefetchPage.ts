import type { QueryClient } from "@tanstack/query-core";
import type { ApiClient } from "../data/createApiClient.js";
import { resolveBinding } from "../data/resolveBinding.js";
import { sourceQueryOptions } from "../data/sourceQueryOptions.js";
import type { Binding, BindingScope } from "../data/types.js";
import type { BlockLookup } from "../layout/BlockContract.js";
import type { LayoutRoute } from "../layout/types.js";
import { visibleBlocks } from "../layout/visibleBlocks.js";
import type { SessionContext } from "../session/SessionContext.js";

export interface PrefetchContext {
  queryClient: QueryClient;
  api: ApiClient;
  tenant: string;
  blocks: BlockLookup;
  /** The page renders with what has arrived by then; late sources load in the browser. 0: it asks for none. */
  timeBoxMs: number;
  /** Needed by routes that require sign-in. */
  session?: SessionContext;
}

/** Every read binding of a route's page: its metadata record and its visible blocks' read slots. */
export function readBindings(route: LayoutRoute, scope: BindingScope, blocks: PrefetchContext["blocks"]): Binding[] {
  const bindings: Binding[] = route.meta ? [route.meta.data] : [];
  for (const item of visibleBlocks(route, scope.routeParams)) {
    const slots = blocks.slotsOf(item.type) ?? {};
    for (const [name, binding] of Object.entries(item.data ?? {})) {
      if ((slots[name]?.use ?? "read") === "read") bindings.push(binding);
    }
  }
  return bindings;
}

/**
 * Loads a route's data sources into the query client, in parallel and time-boxed. Never throws:
 * a failing source is stored as that query's error and degrades its block only.
 */
export async function prefetchPage(route: LayoutRoute, scope: BindingScope, context: PrefetchContext): Promise<void> {
  // No time at all: the page is drawn with every source pending, whatever answers within the same tick.
  if (context.timeBoxMs === 0) return;
  const fetches = readBindings(route, scope, context.blocks).map((binding) => {
    const options = sourceQueryOptions(context.api, resolveBinding(binding, scope), context.tenant);
    if (options.enabled === false) return Promise.resolve();
    return context.queryClient.prefetchQuery({ ...options, retry: false });
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, context.timeBoxMs);
  });
  await Promise.race([Promise.allSettled(fetches), timeout]);
  clearTimeout(timer);
}
