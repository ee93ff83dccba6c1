import type { ComponentType } from "react";
import type { BlockContract } from "../layout/BlockContract.js";
import type { SourceState } from "./SourceState.js";
import type { Binding } from "../data/types.js";

export interface BlockComponentProps<P> {
  props: P;
  /** One entry per read slot of the block, by slot name. */
  data: Readonly<Record<string, SourceState>>;
  /** Stable id of the block on its page (its `id`, or its position). */
  blockId: string;
  /** The block's bindings as the layout wrote them (e.g. to know which query key pages a list). */
  bindings: Readonly<Record<string, Binding>>;
}

/** A block type: the contract the validator reads plus the component the renderer mounts. */
export interface BlockDefinition<P = never> extends BlockContract {
  component: ComponentType<BlockComponentProps<P>>;
}

/** Lets a block declare its props type once (inferred from its schema) and still join the registry. */
export function defineBlock<P>(definition: BlockDefinition<P>): BlockDefinition {
  return definition as unknown as BlockDefinition;
}
