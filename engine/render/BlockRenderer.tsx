import { Suspense, use } from "react";
import type { BlockItem } from "../layout/types.js";
import type { BlockPlan } from "../layout/BlockContract.js";
import { BlockErrorBoundary } from "./BlockErrorBoundary.js";
import { BlockFallback } from "./BlockFallback.js";
import { useEngine } from "./EngineContext.js";
import { HeadingLevelProvider } from "./headingLevel.js";
import { useBlockSources } from "./useBlockSources.js";

function RegisteredBlock({ slots, item, blockId }: { slots: BlockPlan["slots"]; item: BlockItem; blockId: string }) {
  const { blocks } = useEngine();
  const data = useBlockSources(slots, item.data);
  // Route loaders load a page's block code before it renders; a block whose chunk is still on its
  // way (hydration racing the chunk) suspends here and keeps the server's HTML until it arrives.
  const { component: Component } = blocks.loaded(item.type) ?? use(blocks.loading(item.type));
  return <Component props={(item.props ?? {}) as never} data={data} blockId={blockId} bindings={item.data ?? {}} />;
}

/**
 * Renders a page's blocks in order, each in its own error boundary. `titleIndex` is the block whose
 * heading is the page's h1 (see pageHeadingIndex); the others rank theirs from h2.
 */
export function BlockRenderer({ blocks, titleIndex = -1 }: { blocks: readonly BlockItem[]; titleIndex?: number }) {
  const { blocks: registry } = useEngine();
  return (
    <>
      {blocks.map((item, index) => {
        const blockId = item.id ?? `block-${index}`;
        const slots = registry.slotsOf(item.type);
        return (
          <section key={blockId} id={item.id} data-block={item.type}>
            {slots ? (
              <BlockErrorBoundary blockType={item.type}>
                {/* On the server an error stops at this boundary: its fallback is sent and the browser retries. */}
                <Suspense fallback={<BlockFallback blockType={item.type} reason="Bagian ini gagal ditampilkan." />}>
                  <HeadingLevelProvider level={index === titleIndex ? 1 : 2}>
                    <RegisteredBlock slots={slots} item={item} blockId={blockId} />
                  </HeadingLevelProvider>
                </Suspense>
              </BlockErrorBoundary>
            ) : (
              <BlockFallback blockType={item.type} reason="Jenis blok ini tidak dikenal." />
            )}
          </section>
        );
      })}
    </>
  );
}
