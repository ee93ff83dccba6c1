/** The scripts a page runs, listed in the page for site/client/boot.ts. */
export interface PageScripts {
  /** The engine's entry module. */
  entry: string;
  /** Every chunk the entry and the page's blocks import, each after the chunks it imports. */
  modules: string[];
}

export const PAGE_ASSETS_ID = "__PAGE_SCRIPTS__";
