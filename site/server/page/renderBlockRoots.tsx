import { partialMatchKey, type Query, type QueryKey } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import {
  islandIdentifierPrefix,
  PART_ISLAND_ATTRIBUTE,
  partIdentifierPrefix,
  partIslandKey,
  type BlockItem,
  type ItemStart,
  type RouteParams,
} from "../../../engine/index.js";
import {
  BlockIsland,
  PartIsland,
  PartIslandClaimsProvider,
  type BlockMarkup,
  type EngineRuntime,
  type PageBlocks,
  type PartIslandClaims,
  type PartIslandState,
  type SiteLocation,
} from "../../../engine/react.js";
import { splitLeadingHoistables } from "../splitHoistedStyles.js";
import { watchQueryReads } from "./watchQueryReads.js";

/** The page's blocks as the server renders them: each one's HTML by index (and whether it is an island), and the tags they hoist. */
export interface RenderedBlocks {
  markup: Map<number, BlockMarkup>;
  /** Positions of the blocks that start in the browser as islands. */
  islands: number[];
  /** The lazy parts that start as islands of their own, in blocks that are HTML. */
  parts: PartIslandState[];
  /** Hoisted tags (Mantine's inline rules, image preloads), each once, to go before the page's own. */
  hoisted: string;
}

/** What makes a block live beyond its contract: the query keys (prefixes) the page's forms change when they send. */
export interface BlockLiveness {
  start(item: BlockItem): ItemStart;
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
 * changes it. A block whose lazy parts are what a visitor acts on is HTML, and each part it renders
 * is a root of its own in it (see PartIsland). Every other block is HTML that needs no code.
 */
export function renderBlockRoots(runtime: EngineRuntime, plan: PageBlocks, params: RouteParams, location: SiteLocation, live: BlockLiveness): RenderedBlocks {
  const navigation = { location, navigate: noNavigationOnServer };
  const reads = watchQueryReads(runtime.queryClient.getQueryCache());
  const changes = (query: Query) => query.state.status !== "success" || live.written.some((prefix) => partialMatchKey(query.queryKey, prefix));
  const markup = new Map<number, BlockMarkup>();
  const islands: number[] = [];
  const parts: PartIslandState[] = [];
  const hoisted = new Set<string>();
  const render = (element: React.JSX.Element, identifierPrefix: string) => {
    const split = splitLeadingHoistables(renderToString(element, { identifierPrefix }));
    if (split.hoisted) hoisted.add(split.hoisted);
    return split.body;
  };
  for (const [index, item] of plan.blocks.entries()) {
    const block = (claims?: PartIslandClaims) => (
      <PartIslandClaimsProvider value={claims}>
        <BlockIsland
          engine={runtime.engine}
          queryClient={runtime.queryClient}
          navigation={navigation}
          params={params}
          item={item}
          index={index}
          titleIndex={plan.titleIndex}
        />
      </PartIslandClaimsProvider>
    );
    const start = live.start(item);
    const claimed: PartIslandState[] = [];
    const claims = start === "parts" ? partClaims(runtime, item, index, claimed) : undefined;
    const { result: html, queries } = reads.during(() => render(block(claims), islandIdentifierPrefix(index)));
    const island = start === "block" || queries.some(changes);
    if (island && claims) {
      // Live data makes the whole block an island after all: its parts are then its own, not roots of their own.
      markup.set(index, { html: render(block(), islandIdentifierPrefix(index)), island });
      islands.push(index);
      continue;
    }
    if (island) islands.push(index);
    let filled = html;
    for (const { key, block: _block, ...part } of claimed) {
      const container = `<div ${PART_ISLAND_ATTRIBUTE}="${key}">`;
      const partHtml = render(
        <PartIsland engine={runtime.engine} queryClient={runtime.queryClient} navigation={navigation} params={params} part={part} />,
        partIdentifierPrefix(key),
      );
      // A function, so that a `$` in the part's HTML is not read as a replacement pattern.
      filled = filled.replace(`${container}</div>`, () => `${container}${partHtml}</div>`);
    }
    parts.push(...claimed);
    markup.set(index, { html: filled, island });
  }
  return { markup, islands, parts, hoisted: [...hoisted].join("") };
}

/** Takes each lazy part the block renders as a part island: its name in the block's module, its props, a key. */
function partClaims(runtime: EngineRuntime, item: BlockItem, index: number, claimed: PartIslandState[]): PartIslandClaims {
  const named = Object.entries(runtime.engine.blocks.loaded(item.type)?.lazyParts ?? {});
  return {
    claim(part, props) {
      const name = named.find(([, candidate]) => candidate === part)?.[0];
      if (!name) throw new Error(`Block '${item.type}' renders a lazy part its module's lazyParts does not name: a part island needs its name`);
      const key = partIslandKey(index, claimed.length);
      // The browser gets the props as JSON: what does not survive it (a function) cannot reach an island.
      claimed.push({ key, block: index, type: item.type, part: name, props: JSON.parse(JSON.stringify(props)) as Record<string, unknown> });
      return key;
    },
  };
}
