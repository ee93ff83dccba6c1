import { Suspense } from "react";
import type { BlockItem } from "../layout/types.js";
import type { BlockDefinition } from "./BlockDefinition.js";
import { BlockErrorBoundary } from "./BlockErrorBoundary.js";
import { BlockFallback } from "./BlockFallback.js";
import { useEngine } from "./EngineContext.js";
import { useBlockSources } from "./useBlockSources.js";

function RegisteredBlock({ definition, item, blockId }: { definition: BlockDefinition; item: BlockItem; blockId: string }) {
  const data = useBlockSources(definition.slots, item.data);
  const Component = definition.component;
  return <Component props={(item.props ?? {}) as never} data={data} blockId={blockId} bindings={item.data ?? {}} />;
}

/** Renders a page's blocks in order, each in its own error boundary. */
export function BlockRenderer({ blocks }: { blocks: readonly BlockItem[] }) {
  const { blocks: registry } = useEngine();
  return (
    <>
      {blocks.map((item, index) => {
        const blockId = item.id ?? `block-${index}`;
        const definition = registry.get(item.type);
        return (
          <section key={blockId} id={item.id} data-block={item.type}>
            {definition ? (
              <BlockErrorBoundary blockType={item.type}>
                {/* On the server an error stops at this boundary: its fallback is sent and the browser retries. */}
                <Suspense fallback={<BlockFallback blockType={item.type} reason="Bagian ini gagal ditampilkan." />}>
                  <RegisteredBlock definition={definition} item={item} blockId={blockId} />
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
