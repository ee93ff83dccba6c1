import { Suspense, use, useEffect, useRef } from "react";
import type { BlockItem } from "../layout/types.js";
import type { BlockPlan } from "../layout/BlockContract.js";
import { BlockErrorBoundary } from "./BlockErrorBoundary.js";
import { BlockFallback } from "./BlockFallback.js";
import { useEngine } from "./EngineContext.js";
import { HeadingLevelProvider } from "./headingLevel.js";
import { useBlockSources } from "./useBlockSources.js";
import { useBlockMarkup } from "./islands/islandMarkup.js";
import { BLOCK_READY_ATTRIBUTE, ISLAND_ATTRIBUTE } from "../navigation/pageMarkers.js";

function RegisteredBlock({ slots, item, blockId, onReady }: { slots: BlockPlan["slots"]; item: BlockItem; blockId: string; onReady: () => void }) {
  const { blocks } = useEngine();
  // Runs once this block has hydrated (or mounted), which React may do after the page's root: each
  // block hydrates in its own Suspense boundary.
  useEffect(onReady, [onReady]);
  const data = useBlockSources(slots, item.data);
  // Route loaders load a page's block code before it renders; a block whose chunk is still on its
  // way (hydration racing the chunk) suspends here and keeps the server's HTML until it arrives.
  const { component: Component } = blocks.loaded(item.type) ?? use(blocks.loading(item.type));
  return <Component props={(item.props ?? {}) as never} data={data} blockId={blockId} bindings={item.data ?? {}} />;
}

/**
 * One block under its section: its error boundary, its Suspense boundary and its heading level. The
 * page renders it in place; an island renders it as the root of its own.
 */
export function BlockBody({ item, index, titleIndex, onReady }: { item: BlockItem; index: number; titleIndex: number; onReady: () => void }) {
  const { blocks: registry } = useEngine();
  const slots = registry.slotsOf(item.type);
  if (!slots) return <BlockFallback blockType={item.type} reason="Jenis blok ini tidak dikenal." />;
  return (
    <BlockErrorBoundary blockType={item.type}>
      {/* On the server an error stops at this boundary: its fallback is sent and the browser retries. */}
      <Suspense fallback={<BlockFallback blockType={item.type} reason="Bagian ini gagal ditampilkan." />}>
        <HeadingLevelProvider level={index === titleIndex ? 1 : 2}>
          <RegisteredBlock slots={slots} item={item} blockId={item.id ?? `block-${index}`} onReady={onReady} />
        </HeadingLevelProvider>
      </Suspense>
    </BlockErrorBoundary>
  );
}

/**
 * One block's section. Once the block inside has hydrated, the section carries `data-block-ready`:
 * the page is interactive when every section is (the browser tests wait for it). A block the server
 * rendered as a root of its own (island pages) comes as its HTML; an island's root takes it over in the browser.
 */
function BlockSlot({ item, index, titleIndex }: { item: BlockItem; index: number; titleIndex: number }) {
  const section = useRef<HTMLElement>(null);
  const onReady = useRef(() => section.current?.setAttribute(BLOCK_READY_ATTRIBUTE, "")).current;
  const markup = useBlockMarkup()?.get(index);
  if (markup !== undefined) {
    return (
      <section id={item.id} data-block={item.type} {...(markup.island && { [ISLAND_ATTRIBUTE]: index })} dangerouslySetInnerHTML={{ __html: markup.html }} />
    );
  }
  return (
    <section ref={section} id={item.id} data-block={item.type}>
      <BlockBody item={item} index={index} titleIndex={titleIndex} onReady={onReady} />
    </section>
  );
}

/**
 * Renders a page's blocks in order, each in its own error boundary. `titleIndex` is the block whose
 * heading is the page's h1 (see pageHeadingIndex); the others rank theirs from h2.
 */
export function BlockRenderer({ blocks, titleIndex = -1 }: { blocks: readonly BlockItem[]; titleIndex?: number }) {
  return (
    <>
      {blocks.map((item, index) => (
        <BlockSlot key={item.id ?? `block-${index}`} item={item} index={index} titleIndex={titleIndex} />
      ))}
    </>
  );
}
