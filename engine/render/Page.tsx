import { VisuallyHidden } from "@mantine/core";
import { useParams } from "react-router-dom";
import type { RouteParams } from "../layout/paramRules.js";
import type { LayoutRoute } from "../layout/types.js";
import { BlockRenderer } from "./BlockRenderer.js";
import { useEngine } from "./EngineContext.js";
import { pageBlocks } from "./pageBlocks.js";
import { RouteParamsProvider } from "./useRouteParams.js";

/**
 * One layout route: its blocks, in order. `params` are the route's own when react-router matched
 * another route of the same path shape (its parameter names may differ): the blocks read them.
 */
export function Page({ route, params }: { route: LayoutRoute; params?: RouteParams }) {
  const routerParams = useParams();
  const { blocks: registry, layout, settings } = useEngine();
  const own = params ?? routerParams;
  const { blocks, titleIndex } = pageBlocks(route, own, registry);
  return (
    <RouteParamsProvider value={own}>
      <div className="page" data-route={route.name}>
        {/* A page whose blocks show no heading (a form alone) still has its h1 for screen readers and search engines. */}
        {titleIndex < 0 ? (
          <VisuallyHidden component="h1">{route.name === "index" ? settings.title : (layout.titles[route.name] ?? settings.title)}</VisuallyHidden>
        ) : null}
        <BlockRenderer blocks={blocks} titleIndex={titleIndex} />
      </div>
    </RouteParamsProvider>
  );
}
