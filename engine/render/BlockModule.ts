import type { ComponentType } from "react";
import type { Binding } from "../data/types.js";
import type { SourceState } from "../data/SourceState.js";
import type { HeadRecord, RouteParams } from "../layout/BlockContract.js";
import type { IslandPart } from "./lazyPart.js";

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
   * 404), `undefined` when the block has no opinion (e.g. a list view without a slug). It comes with
   * the code, not the contract, because the browser needs it on client navigation and never loads contracts.
   */
  head?: (params: RouteParams) => HeadRecord | null | undefined;
  /**
   * Parts the block loads only for some props (see lazyPart), by name: the file name of the module each
   * imports (the build names their chunks so, and the contract's `lazyParts` picks by it). The server
   * loads them all with the block.
   */
  lazyParts?: Readonly<Record<string, IslandPart>>;
}

/**
 * The component registry: each block type's code behind one dynamic import (its own chunk). With the union of
 * the contracts' types as `T`, a registry that misses a block type, or names one no contract declares, does
 * not compile.
 */
export type BlockComponents<T extends string = string> = Readonly<Record<T, () => Promise<BlockModule>>>;
