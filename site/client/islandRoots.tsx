import { startTransition } from "react";
import { BLOCK_READY_ATTRIBUTE, ISLAND_ATTRIBUTE, islandIdentifierPrefix, serverSourceStates } from "../../engine/index.js";
import { BlockIsland, pageBlocks, type BlockIslandProps, type EngineRuntime, type SiteNavigation } from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";
import { preloadLazyParts } from "./preloadLazyParts.js";
import { hydrateRoot } from "./reactDom.js";

/** The running islands of one page. */
export interface PageIslands {
  /** Resolves once every island has hydrated. */
  ready: Promise<void>;
  /** Draws every island for another address of the same page (a filter, a page of a list). */
  relocate(navigation: SiteNavigation): void;
  /** Unmounts them all (the page is leaving). */
  stop(): void;
}

export interface IslandStart {
  state: PageState;
  runtime: EngineRuntime;
  /** The page's `[data-island]` sections. */
  sections: readonly HTMLElement[];
  navigation: SiteNavigation;
  onRecoverableError(error: unknown, info: { componentStack?: string }): void;
}

/**
 * Starts a page's islands: each block a visitor can act on hydrates as a React root of its own (its
 * section is the container), from the server's data, with the identifier prefix the server used.
 * The page's other blocks stay HTML. Their code (and the parts the page shows) loads first: a block
 * whose chunk were still on its way would hydrate later than its neighbours.
 */
export async function startIslands({ state, runtime, sections, navigation, onRecoverableError }: IslandStart): Promise<PageIslands> {
  const { engine, queryClient } = runtime;
  const params = state.islands?.params ?? {};
  const plan = state.route ? pageBlocks(state.route, params, engine.blocks) : undefined;
  const islands = sections.flatMap((section) => {
    const index = Number(section.getAttribute(ISLAND_ATTRIBUTE));
    const item = plan?.blocks[index];
    return item && plan ? [{ section, index, item, titleIndex: plan.titleIndex }] : [];
  });
  await engine.blocks.load(islands.map((island) => island.item.type));
  await preloadLazyParts(state, engine.blocks);

  // While they hydrate, blocks draw each source as this page's HTML drew it (see useBlockSources).
  const pageEngine = { ...engine, serverSources: serverSourceStates(state.queries.queries) };
  let waiting = islands.length;
  let allReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (waiting === 0 ? resolve() : (allReady = resolve)));
  const element = (island: (typeof islands)[number], now: SiteNavigation, onReady?: () => void) => {
    const props: BlockIslandProps = {
      engine: pageEngine,
      queryClient,
      navigation: now,
      params,
      item: island.item,
      index: island.index,
      titleIndex: island.titleIndex,
      onReady,
    };
    return <BlockIsland {...props} />;
  };
  const roots = islands.map((island) => {
    const onReady = () => {
      island.section.setAttribute(BLOCK_READY_ATTRIBUTE, "");
      if (--waiting === 0) allReady();
    };
    let root: ReturnType<typeof hydrateRoot> | undefined;
    // A transition: React splits the hydration into short tasks instead of one long one.
    startTransition(() => {
      root = hydrateRoot(island.section, element(island, navigation, onReady), { identifierPrefix: islandIdentifierPrefix(island.index), onRecoverableError });
    });
    return { island, root: root!, onReady };
  });
  return {
    ready,
    relocate: (next) => {
      for (const { island, root, onReady } of roots) root.render(element(island, next, onReady));
    },
    stop: () => {
      for (const { root } of roots) root.unmount();
    },
  };
}
