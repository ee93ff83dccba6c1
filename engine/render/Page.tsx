import { useParams } from "react-router-dom";
import type { RouteParams } from "../layout/paramRules.js";
import type { LayoutRoute } from "../layout/types.js";
import { visibleBlocks } from "../layout/visibleBlocks.js";
import { BlockRenderer } from "./BlockRenderer.js";
import { RouteParamsProvider } from "./useRouteParams.js";

/**
 * One layout route: its blocks, in order. `params` are the route's own when react-router matched
 * another route of the same path shape (its parameter names may differ): the blocks read them.
 */
export function Page({ route, params }: { route: LayoutRoute; params?: RouteParams }) {
  const routerParams = useParams();
  const own = params ?? routerParams;
  return (
    <RouteParamsProvider value={own}>
      <div className="page" data-route={route.name}>
        <BlockRenderer blocks={visibleBlocks(route, own)} />
      </div>
    </RouteParamsProvider>
  );
}
