import { startTransition } from "react";
import {
  BLOCK_READY_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  islandIdentifierPrefix,
  PART_ISLAND_ATTRIBUTE,
  partIdentifierPrefix,
  serverSourceStates,
} from "../../engine/index.js";
import {
  BlockIsland,
  pageBlocks,
  PartIsland,
  type BlockIslandProps,
  type EngineRuntime,
  type PartIslandProps,
  type PartIslandState,
  type SiteNavigation,
} from "../../engine/react.js";
import type { PageState } from "../shared/PageState.js";
import { preloadLazyParts } from "./preloadLazyParts.js";
import { hydrateRoot } from "./reactDom.js";

/** An island's React root: a part island's is kept running while the page around it changes (another address of the same page). */
export type IslandRoot = ReturnType<typeof hydrateRoot>;

/** The running islands of one page. */
export interface PageIslands {
  /** Resolves once every island has hydrated. */
  ready: Promise<void>;
  /** Draws every island for another address of the same page (a filter, a page of a list). */
  relocate(navigation: SiteNavigation): void;
  /**
   * Unmounts them all (the page is leaving), but the part islands whose keys `keep` names: their
   * containers stay in the page, and the next page's islands take them over as they are.
   */
  stop(keep?: ReadonlySet<string>): Map<string, IslandRoot>;
}

export interface IslandStart {
  state: PageState;
  runtime: EngineRuntime;
  /** The page's `[data-island]` sections to start. */
  sections: readonly HTMLElement[];
  /** The page's `[data-island-part]` containers to start. */
  parts: readonly HTMLElement[];
  /** The roots of part islands the previous page kept running in containers this page shows, by key. */
  adopted?: ReadonlyMap<string, IslandRoot>;
  navigation: SiteNavigation;
  onRecoverableError(error: unknown, info: { componentStack?: string }): void;
}

/** One root of the page: what it draws for an address, and how it tells it runs. */
interface Island {
  container: HTMLElement;
  element(navigation: SiteNavigation, onReady: () => void): React.JSX.Element;
  identifierPrefix: string;
  part?: PartIslandState;
  adopted?: IslandRoot;
}

/**
 * Starts a page's islands: each block a visitor can act on hydrates as a React root of its own (its
 * section is the container), from the server's data, with the identifier prefix the server used; so
 * does each lazy part a visitor acts on in a block that is HTML (a class list's filter bar), from the
 * props the server rendered it with. The page's other blocks stay HTML. Their code (and the parts the
 * page shows) loads first: a block whose chunk were still on its way would hydrate later than its neighbours.
 */
export async function startIslands({ state, runtime, sections, parts, adopted, navigation, onRecoverableError }: IslandStart): Promise<PageIslands> {
  const { engine, queryClient } = runtime;
  const params = state.islands?.params ?? {};
  const plan = state.route ? pageBlocks(state.route, params, engine.blocks) : undefined;
  const partStates = new Map((state.islands?.parts ?? []).map((part) => [part.key, part]));
  const blockIslands = sections.flatMap((section) => {
    const index = Number(section.getAttribute(ISLAND_ATTRIBUTE));
    const item = plan?.blocks[index];
    return item && plan ? [{ section, index, item, titleIndex: plan.titleIndex }] : [];
  });
  const partIslands = parts.flatMap((container) => {
    const part = partStates.get(container.getAttribute(PART_ISLAND_ATTRIBUTE) ?? "");
    return part ? [{ container, part }] : [];
  });
  await engine.blocks.load([...blockIslands.map((island) => island.item.type), ...partIslands.map(({ part }) => part.type)]);
  await preloadLazyParts(state, engine.blocks);

  // While they hydrate, blocks draw each source as this page's HTML drew it (see useBlockSources).
  const pageEngine = { ...engine, serverSources: serverSourceStates(state.queries.queries) };
  const islands: Island[] = [
    ...blockIslands.map(({ section, index, item, titleIndex }) => ({
      container: section,
      identifierPrefix: islandIdentifierPrefix(index),
      element: (now: SiteNavigation, onReady: () => void) => {
        const props: BlockIslandProps = { engine: pageEngine, queryClient, navigation: now, params, item, index, titleIndex, onReady };
        return <BlockIsland {...props} />;
      },
    })),
    ...partIslands.map(({ container, part }) => ({
      container,
      identifierPrefix: partIdentifierPrefix(part.key),
      part,
      adopted: adopted?.get(part.key),
      element: (now: SiteNavigation, onReady: () => void) => {
        const props: PartIslandProps = { engine: pageEngine, queryClient, navigation: now, params, part, onReady };
        return <PartIsland {...props} />;
      },
    })),
  ];

  let waiting = islands.length;
  let allReady = () => undefined as void;
  const ready = new Promise<void>((resolve) => (waiting === 0 ? resolve() : (allReady = resolve)));
  const roots = islands.map((island) => {
    // A block island's section, or a part island's container, says when its root runs.
    const onReady = () => {
      island.container.setAttribute(BLOCK_READY_ATTRIBUTE, "");
      if (--waiting === 0) allReady();
    };
    if (island.adopted) {
      island.adopted.render(island.element(navigation, onReady));
      return { island, root: island.adopted, onReady };
    }
    let root: IslandRoot | undefined;
    // A transition: React splits the hydration into short tasks instead of one long one.
    startTransition(() => {
      root = hydrateRoot(island.container, island.element(navigation, onReady), { identifierPrefix: island.identifierPrefix, onRecoverableError });
    });
    return { island, root: root!, onReady };
  });
  return {
    ready,
    relocate: (next) => {
      for (const { island, root, onReady } of roots) root.render(island.element(next, onReady));
    },
    stop: (keep = new Set()) => {
      const kept = new Map<string, IslandRoot>();
      for (const { island, root } of roots) {
        if (island.part && keep.has(island.part.key)) kept.set(island.part.key, root);
        else root.unmount();
      }
      return kept;
    },
  };
}
