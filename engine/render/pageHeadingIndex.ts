import type { BlockItem } from "../layout/types.js";
import type { BlockHeading } from "../layout/BlockContract.js";

/**
 * The position of the block whose heading titles the page (the first that shows a heading), or -1
 * when none does and the page must carry its own.
 */
export function pageHeadingIndex(blocks: readonly BlockItem[], headingOf: (type: string) => BlockHeading | undefined): number {
  return blocks.findIndex((item) => {
    const heading = headingOf(item.type);
    if (heading === "always") return true;
    const title = (item.props as { title?: unknown } | undefined)?.title;
    // The same test as the heading components: any non-empty title is drawn.
    return heading === "title" && typeof title === "string" && title !== "";
  });
}
