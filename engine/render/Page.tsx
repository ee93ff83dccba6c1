import { useParams } from "react-router-dom";
import type { LayoutRoute } from "../layout/types.js";
import { visibleBlocks } from "../layout/visibleBlocks.js";
import { BlockRenderer } from "./BlockRenderer.js";

/** One layout route: its blocks, in order. */
export function Page({ route }: { route: LayoutRoute }) {
  const params = useParams();
  return (
    <div className="page" data-route={route.name}>
      <BlockRenderer blocks={visibleBlocks(route, params)} />
    </div>
  );
}
