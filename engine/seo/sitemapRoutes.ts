import type { BlockContract } from "../layout/BlockContract.js";
import type { LayoutRoute } from "../layout/types.js";

/** What of a block's contract decides whether a page showing it belongs in a sitemap. */
export type IndexableContract = Pick<BlockContract, "type" | "indexable">;

/**
 * Whether a route's pages are content a search engine should list: not behind sign-in
 * (`requiresAuth`, the sign-in page itself), and showing no block whose contract says its page is
 * machinery rather than content (`indexable: false`, the sign-in callback).
 */
export function isListedRoute(route: LayoutRoute, contracts: ReadonlyMap<string, IndexableContract>): boolean {
  if (route.requiresAuth) return false;
  return (route.blocks ?? []).every((item) => contracts.get(item.type)?.indexable !== false);
}

/**
 * On a shared host (main.localhost) the first segments its rules name (`pesilat`) are served by another
 * tenant, which lists those pages in its own host's sitemap: the shared host leaves them out.
 */
export function isSharedScopePath(path: string, sharedSegments: readonly string[]): boolean {
  const first = path.split("/").find(Boolean)?.toLowerCase();
  return first !== undefined && sharedSegments.includes(first);
}
