import { createContext, useContext } from "react";

/** A lazy part that starts in the browser as a root of its own, from the props its block gave it on the server. */
export interface PartIslandState {
  /** Its container's key (see partIslandKey), and its block's position on the page. */
  key: string;
  block: number;
  /** The block type whose module names the part, and the part's name there. */
  type: string;
  part: string;
  /** Its props as JSON: the browser draws it from them without the block's code or data. */
  props: Record<string, unknown>;
}

/**
 * What the server gives the render of a block whose parts are its islands (`interactive: "with-lazy-parts"`):
 * each part rendered takes a key here and renders an empty container with it, which the server fills
 * with the part rendered as a root of its own.
 */
export interface PartIslandClaims {
  claim(part: object, props: object): string;
}

const PartIslandClaimsContext = createContext<PartIslandClaims | undefined>(undefined);

export const PartIslandClaimsProvider = PartIslandClaimsContext.Provider;

export function usePartIslandClaims(): PartIslandClaims | undefined {
  return useContext(PartIslandClaimsContext);
}
