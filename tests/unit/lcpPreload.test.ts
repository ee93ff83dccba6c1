import { describe, expect, it } from "vitest";
import { heroLcpImage } from "../../blocks/hero/heroImage.js";
import { textMediaLcpImage } from "../../blocks/text-media/textMediaImage.js";
import { lcpPreload } from "../../engine/head/lcpPreload.js";
import { createMedia } from "../../engine/media/createMedia.js";
import { renderHeadTags } from "../../engine/head/renderHeadTags.js";
import type { BlockContract } from "../../engine/layout/BlockContract.js";
import { imageSources, IMAGE_BOXES } from "../../engine/media/imageSources.js";

const contracts = new Map<string, Pick<BlockContract, "lcpImage">>([
  ["hero", { lcpImage: heroLcpImage }],
  ["text-media", { lcpImage: textMediaLcpImage }],
  ["counter", {}],
]);
const hero = (image?: string) => ({ type: "hero", props: { title: "Belajar", ...(image ? { image } : {}) } });
const textMedia = (image: string) => ({ type: "text-media", props: { title: "Tentang", image } });
const counter = { type: "counter", props: {} };

const media = createMedia("/");

describe("lcpPreload", () => {
  it("preloads the hero's picture with the same srcset and sizes its <img> asks for, first in line", () => {
    const tag = lcpPreload(media, [hero("/_platform/media/cover/arunika-hero.svg"), counter], contracts);
    const img = imageSources(media, "/_platform/media/cover/arunika-hero.svg", heroLcpImage({ image: "/x" })!.sizes, { ...IMAGE_BOXES.cover, priority: true });
    expect(tag).toEqual({
      tag: "link",
      attrs: { rel: "preload", as: "image", href: img.src, imagesrcset: img.srcSet, imagesizes: img.sizes, fetchpriority: "high" },
    });
    expect(img.fetchPriority).toBe("high");
    expect(renderHeadTags([tag!])).toMatch(
      /^<link data-head="" rel="preload" as="image" href="\/_ipx\/w_768,f_webp\/_platform\/media\/cover\/arunika-hero\.svg" imagesrcset="\/_ipx\/w_320,f_webp\/[^"]+ 320w, [^"]+ 1536w" imagesizes="\(min-width: 62em\) 560px, 100vw" fetchpriority="high">$/,
    );
  });

  it("takes the first block in page order that shows a picture", () => {
    const tag = lcpPreload(media, [textMedia("/a.svg"), hero("/b.svg")], contracts);
    expect(tag?.tag === "link" && tag.attrs.href).toBe("/_ipx/w_768,f_webp/a.svg");
    // A hero without a picture has nothing to preload: the next block's picture is the one.
    const second = lcpPreload(media, [hero(), textMedia("/c.svg")], contracts);
    expect(second?.tag === "link" && second.attrs.href).toBe("/_ipx/w_768,f_webp/c.svg");
  });

  it("looks no further than the first two blocks", () => {
    expect(lcpPreload(media, [hero(), counter, textMedia("/c.svg")], contracts)).toBeUndefined();
    expect(lcpPreload(media, [counter, counter, hero("/b.svg")], contracts)).toBeUndefined();
  });

  it("preloads nothing for blocks without a picture, unknown blocks or sources the provider cannot take", () => {
    expect(lcpPreload(media, [], contracts)).toBeUndefined();
    expect(lcpPreload(media, [counter, { type: "nope", props: { image: "/a.svg" } }], contracts)).toBeUndefined();
    expect(lcpPreload(media, [{ type: "hero" }], contracts)).toBeUndefined();
    expect(lcpPreload(media, [hero("data:image/png;base64,AAAA")], contracts)).toBeUndefined();
  });
});
