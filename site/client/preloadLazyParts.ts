import type { BlockRegistry } from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";

/**
 * Loads the lazy parts the page's HTML shows (its blocks' code loaded already): hydrating a part whose
 * chunk is still on its way would suspend, and the block would start later than its neighbours.
 */
export function preloadLazyParts(state: PageState, blocks: Pick<BlockRegistry, "loaded">): Promise<unknown> {
  return Promise.all(
    Object.entries(state.lazyParts ?? {}).flatMap(([type, names]) => names.flatMap((name) => blocks.loaded(type)?.lazyParts?.[name]?.preload() ?? [])),
  );
}
