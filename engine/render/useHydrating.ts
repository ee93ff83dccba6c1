import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => undefined;

/**
 * True while React hydrates the server's HTML (and on the server), false in every render after: React
 * reads the server snapshot while hydrating and renders again at once when the browser's differs.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
