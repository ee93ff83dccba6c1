import type { ComponentType } from "react";
import type { BlockContract, BlockSlot, HeadRecord, RouteParams } from "./BlockContract.js";
import type { SourceState } from "../data/SourceState.js";
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

/** A block's code, loaded when a page shows the block (its own chunk in the browser). */
export interface BlockModule<P = never> {
  component: ComponentType<BlockComponentProps<P>>;
  /**
   * For blocks whose content is static data rather than a catalogue source: the head record of the
   * page from its route parameters; `null` when the parameters name nothing (the page answers
   * 404), `undefined` when the block has no opinion (e.g. a list view without a slug).
   */
  head?: (params: RouteParams) => HeadRecord | null | undefined;
  /** Parts the block loads only for some props (see lazyPart); the server loads them with the block. */
  lazyParts?: readonly { preload(): Promise<unknown> }[];
}

/**
 * What the browser needs of a block type: the data it reads and how to load its code. Kept apart
 * from the contract so that props schemas and examples never reach the browser.
 */
export interface BlockView<P = never> {
  type: string;
  slots: Readonly<Record<string, BlockSlot>>;
  /**
   * Whether the block shows a heading of its own: `always` (a banner or a record's page), `title`
   * (when its `title` prop is set); omitted, never. The first block on a page that shows one titles
   * the page (its heading is the h1), so the page knows this before the block's code has loaded.
   */
  heading?: "always" | "title";
  /** A dynamic import of the block's component module: one code-split chunk per block. */
  load: () => Promise<BlockModule<P>>;
}

/** A block type: the contract the validator reads plus the view the renderer mounts. */
export interface BlockDefinition<P = never> extends BlockContract, BlockView<P> {}

/** Lets a block declare its props type once (inferred from its schema) in its view. */
export function defineBlockView<P>(view: BlockView<P>): BlockView {
  return view as unknown as BlockView;
}

/** Joins a block's contract (schema, example, checks) to its view. */
export function defineBlock(definition: BlockDefinition): BlockDefinition {
  return definition;
}

/**
 * A view's slots with what the validator needs of its read slots: the shape of the record each reads
 * (and `list` for a generic slot reading an array). Kept in the contract so the schemas stay out of the
 * browser's bundle; naming a slot the view does not have is a programming error.
 */
export function withSlotRecords(
  slots: Readonly<Record<string, BlockSlot>>,
  records: Readonly<Record<string, Required<Pick<BlockSlot, "record">> & Pick<BlockSlot, "list">>>,
): Record<string, BlockSlot> {
  for (const name of Object.keys(records)) {
    if (!slots[name]) throw new Error(`withSlotRecords: no slot '${name}'; the view's slots are ${Object.keys(slots).join(", ")}`);
  }
  return Object.fromEntries(Object.entries(slots).map(([name, slot]) => [name, { ...slot, ...records[name] }]));
}
