import type { BlockContract } from "../layout/BlockContract.js";
import type { BlockItem } from "../layout/types.js";
import type { Media } from "../media/createMedia.js";
import { responsiveSources } from "../media/imageSources.js";
import type { HeadTag } from "./buildHead.js";

/** An image further down than the second block is below the fold on a phone: preloading it would only compete. */
const LEADING_BLOCKS = 2;

/**
 * The preload of a page's LCP image: the image of the first of its first two visible blocks that
 * shows one from its props (a hero's picture). With the same `srcset` and `sizes` as the <img>, the
 * browser picks the same width, so the image starts loading with the HTML instead of after the
 * stylesheet, script and layout.
 */
export function lcpPreload(
  media: Media,
  blocks: readonly Pick<BlockItem, "type" | "props">[],
  contracts: ReadonlyMap<string, Pick<BlockContract, "lcpImage">>,
): HeadTag | undefined {
  for (const item of blocks.slice(0, LEADING_BLOCKS)) {
    const image = contracts.get(item.type)?.lcpImage?.(item.props ?? {});
    if (!image) continue;
    const sources = responsiveSources(media, image.src);
    // A source the provider cannot take (a data: URL) is already in the page: nothing to fetch early.
    if (!sources) return undefined;
    return {
      tag: "link",
      attrs: { rel: "preload", as: "image", href: sources.src, imagesrcset: sources.srcSet, imagesizes: image.sizes, fetchpriority: "high" },
    };
  }
  return undefined;
}
