import { createContext, useContext } from "react";
import { useParams } from "react-router-dom";
import type { RouteParams } from "../layout/paramRules.js";

const RouteParamsContext = createContext<RouteParams | undefined>(undefined);

/** Set by the page: the parameters of the layout route it shows. */
export const RouteParamsProvider = RouteParamsContext.Provider;

/**
 * The path parameters of the layout route on screen, by its own names. Blocks read these, not
 * react-router's `useParams()`: when routes share a path shape, react-router's match may be another route.
 */
export function useRouteParams(): RouteParams {
  const own = useContext(RouteParamsContext);
  const routerParams = useParams();
  return own ?? routerParams;
}
