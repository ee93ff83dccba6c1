import { renderToString } from "react-dom/server";
import { islandIdentifierPrefix, type RouteParams } from "../../../engine/index.js";
import { BlockIsland, type EngineRuntime, type PageBlocks, type SiteLocation } from "../../../engine/react.js";
import { splitLeadingHoistables } from "../splitHoistedStyles.js";

/** The page's islands as the server renders them: each one's HTML by block index, and the tags they hoist. */
export interface RenderedIslands {
  markup: Map<number, string>;
  /** Hoisted tags (Mantine's inline rules, image preloads), each once, to go before the page's own. */
  hoisted: string;
}

function noNavigationOnServer(): never {
  throw new Error("A block navigated while the server rendered it: navigation belongs in an event handler or an effect");
}

/**
 * Renders each block a visitor can act on (their positions in `plan.blocks`) as a root of its own (its own identifier prefix), before the
 * page: the page render then places this HTML in the blocks' sections. One render inside another is not
 * safe in React (its render state is the module's), hence two passes.
 */
export function renderIslands(
  runtime: EngineRuntime,
  plan: PageBlocks,
  interactive: readonly number[],
  params: RouteParams,
  location: SiteLocation,
): RenderedIslands {
  const navigation = { location, navigate: noNavigationOnServer };
  const markup = new Map<number, string>();
  const hoisted = new Set<string>();
  for (const index of interactive) {
    const rendered = renderToString(
      <BlockIsland
        engine={runtime.engine}
        queryClient={runtime.queryClient}
        navigation={navigation}
        params={params}
        item={plan.blocks[index]!}
        index={index}
        titleIndex={plan.titleIndex}
      />,
      { identifierPrefix: islandIdentifierPrefix(index) },
    );
    const split = splitLeadingHoistables(rendered);
    if (split.hoisted) hoisted.add(split.hoisted);
    markup.set(index, split.body);
  }
  return { markup, hoisted: [...hoisted].join("") };
}
