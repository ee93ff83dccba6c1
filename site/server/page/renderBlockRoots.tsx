import { partialMatchKey, type Query, type QueryKey } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { islandIdentifierPrefix, type BlockItem, type RouteParams } from "../../../engine/index.js";
import { BlockIsland, type BlockMarkup, type EngineRuntime, type PageBlocks, type SiteLocation } from "../../../engine/react.js";
import { splitLeadingHoistables } from "../splitHoistedStyles.js";
import { watchQueryReads } from "./watchQueryReads.js";

/** The page's blocks as the server renders them: each one's HTML by index (and whether it is an island), and the tags they hoist. */
export interface RenderedBlocks {
  markup: Map<number, BlockMarkup>;
  /** Positions of the blocks that start in the browser as islands. */
  islands: number[];
  /** Hoisted tags (Mantine's inline rules, image preloads), each once, to go before the page's own. */
  hoisted: string;
}

/** What makes a block live beyond its contract: the query keys (prefixes) the page's forms change when they send. */
export interface BlockLiveness {
  interactive(item: BlockItem): boolean;
  written: readonly QueryKey[];
}

function noNavigationOnServer(): never {
  throw new Error("A block navigated while the server rendered it: navigation belongs in an event handler or an effect");
}

/**
 * Renders each block of the page as a root of its own (its own identifier prefix), before the page: the
 * page render then places this HTML in the blocks' sections. One render inside another is not safe in
 * React (its render state is the module's), hence two passes. A block starts as an island when a visitor
 * can act on it, and also when its data is live: a source it read was not there when the server drew it
 * (still pending at the time box, failed, or one only the browser asks for), or a form on the page
 * changes it. Every other block is HTML that needs no code.
 */
export function renderBlockRoots(runtime: EngineRuntime, plan: PageBlocks, params: RouteParams, location: SiteLocation, live: BlockLiveness): RenderedBlocks {
  const navigation = { location, navigate: noNavigationOnServer };
  const reads = watchQueryReads(runtime.queryClient.getQueryCache());
  const changes = (query: Query) => query.state.status !== "success" || live.written.some((prefix) => partialMatchKey(query.queryKey, prefix));
  const markup = new Map<number, BlockMarkup>();
  const islands: number[] = [];
  const hoisted = new Set<string>();
  for (const [index, item] of plan.blocks.entries()) {
    const { result: rendered, queries } = reads.during(() =>
      renderToString(
        <BlockIsland
          engine={runtime.engine}
          queryClient={runtime.queryClient}
          navigation={navigation}
          params={params}
          item={item}
          index={index}
          titleIndex={plan.titleIndex}
        />,
        { identifierPrefix: islandIdentifierPrefix(index) },
      ),
    );
    const island = live.interactive(item) || queries.some(changes);
    if (island) islands.push(index);
    const split = splitLeadingHoistables(rendered);
    if (split.hoisted) hoisted.add(split.hoisted);
    markup.set(index, { html: split.body, island });
  }
  return { markup, islands, hoisted: [...hoisted].join("") };
}
