import type { RouteParams } from "./BlockContract.js";
import type { BlockItem, LayoutRoute } from "./types.js";

/** Whether a block's `when` condition holds for these route parameters. */
export function isBlockVisible(item: BlockItem, params: RouteParams): boolean {
  if (!item.when) return true;
  const present = params[item.when.param] !== undefined && params[item.when.param] !== "";
  return present === (item.when.present ?? true);
}

/** The blocks of a route that show for these parameters, in order. */
export function visibleBlocks(route: LayoutRoute, params: RouteParams): BlockItem[] {
  return (route.blocks ?? []).filter((item) => isBlockVisible(item, params));
}
