import type { LayoutRoute } from "../layout/types.js";
import { BlockRenderer } from "./BlockRenderer.js";

/** One layout route: its blocks, in order. */
export function Page({ route }: { route: LayoutRoute }) {
  return (
    <div className="page" data-route={route.name}>
      <BlockRenderer blocks={route.blocks ?? []} />
    </div>
  );
}
