import { createContext, useContext } from "react";
import type { RouteParams } from "../layout/paramRules.js";

const RouteParamsContext = createContext<RouteParams>({});

/** Set by the page (and by an island's root): the parameters of the layout route it shows. */
export const RouteParamsProvider = RouteParamsContext.Provider;

/**
 * The path parameters of the layout route on screen, by its own names. Blocks read these, not a
 * router's: when routes share a path shape, react-router's match may be another route, and an island
 * has no router at all.
 */
export function useRouteParams(): RouteParams {
  return useContext(RouteParamsContext);
}
