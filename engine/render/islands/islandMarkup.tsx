import { createContext, useContext } from "react";

const IslandMarkupContext = createContext<ReadonlyMap<number, string> | undefined>(undefined);

/**
 * The server's HTML of the page's islands, by block index: the page render puts it in their sections
 * instead of rendering those blocks itself (they were rendered, each as a root of its own, before).
 */
export const IslandMarkupProvider = IslandMarkupContext.Provider;

export function useIslandMarkup(): ReadonlyMap<number, string> | undefined {
  return useContext(IslandMarkupContext);
}
