import type { BlockHeading, RouteParams } from "../layout/BlockContract.js";
import type { BlockItem, LayoutRoute } from "../layout/types.js";
import { visibleBlocks } from "../layout/visibleBlocks.js";
import { pageHeadingIndex } from "./pageHeadingIndex.js";

/** What a page shows for these parameters: its blocks in order and the one titling the page. */
export interface PageBlocks {
  blocks: BlockItem[];
  /** The block whose heading is the page's h1, or -1 (see pageHeadingIndex). */
  titleIndex: number;
}

/** One derivation for the page render, the server's island pass and the browser's island start. */
export function pageBlocks(route: LayoutRoute, params: RouteParams, registry: { headingOf(type: string): BlockHeading | undefined }): PageBlocks {
  const blocks = visibleBlocks(route, params);
  return {
    blocks,
    titleIndex: pageHeadingIndex(blocks, (type) => registry.headingOf(type)),
  };
}
