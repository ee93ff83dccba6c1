// The attributes the server's HTML carries for the code that starts a page in the browser, which
// reads them without React: one list, for the render and for that code.

/** A block's section that starts as an island: the block's index on the page. */
export const ISLAND_ATTRIBUTE = "data-island";
/** Set on a block's section once its code runs in the browser. */
export const BLOCK_READY_ATTRIBUTE = "data-block-ready";
/** The phone menu's button: a page whose header is HTML opens the menu from it. */
export const MENU_TOGGLE_ATTRIBUTE = "data-menu-toggle";
/** A link that keeps the scroll position (a list's page links). */
export const KEEP_SCROLL_ATTRIBUTE = "data-keep-scroll";

/** The identifier prefix of an island's root: its ids (useId) never meet the page's or another island's. */
export function islandIdentifierPrefix(index: number): string {
  return `b${index}-`;
}
