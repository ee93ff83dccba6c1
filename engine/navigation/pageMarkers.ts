// The attributes the server's HTML carries for the code that starts a page in the browser, which
// reads them without React: one list, for the render and for that code.

/** A block's section that starts as an island: the block's index on the page. */
export const ISLAND_ATTRIBUTE = "data-island";
/** Set on a block's section once its code runs in the browser (on a part island's container once the part's does). */
export const BLOCK_READY_ATTRIBUTE = "data-block-ready";
/** The phone menu's button: a page whose header is HTML opens the menu from it. */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
/** A link that keeps the scroll position (a list's page links). */
export const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

/** The identifier prefix of an island's root: its ids (useId) never meet the page's or another island's. */
export function islandIdentifierPrefix(index: number): string {
  return `b${index}-`;
}

/** A lazy part's container that starts as an island of its own (its block is HTML): the part's key. */
export const PART_ISLAND_ATTRIBUTE = "data-island-part";

/** The key of a block's nth part island: unique on the page, and the same for the same page at another address. */
export function partIslandKey(blockIndex: number, nth: number): string {
  return `${blockIndex}-${nth}`;
}

/** The identifier prefix of a part island's root, apart from every block's. */
export function partIdentifierPrefix(key: string): string {
  return `p${key}-`;
}
