import { createContext, useContext } from "react";

/** A block's HTML, rendered by the server as a root of its own; `island`: it starts in the browser on its own. */
export interface BlockMarkup {
  html: string;
  island: boolean;
}

const BlockMarkupContext = createContext<ReadonlyMap<number, BlockMarkup> | undefined>(undefined);

/**
 * The server's HTML of the page's blocks, by block index: the page render puts it in their sections
 * instead of rendering those blocks itself (they were rendered, each as a root of its own, before).
 */
export const BlockMarkupProvider = BlockMarkupContext.Provider;

export function useBlockMarkup(): ReadonlyMap<number, BlockMarkup> | undefined {
  return useContext(BlockMarkupContext);
}
