import type { PageAssets } from "../../site/server/createPageAssets.js";

/** Page assets for a renderer without a client build: an entry script and a fixed stylesheet URL. */
export function bareAssets(): PageAssets {
  return {
    boot: "/assets/boot.js",
    scripts: () => ({ entry: "/assets/entry.js", modules: ["/assets/entry.js"] }),
    islandScripts: () => ({ entry: "/assets/islands.js", modules: ["/assets/islands.js"] }),
    stylesheet: () => ({ href: "/_css/test.css", styledBlocks: [] }),
    lazyPartsOf: (_type, named) => named ?? [],
    fontPreloads: () => "",
    blockStylesheets: {},
    styles: { href: () => "/_css/test.css", get: () => undefined },
  };
}
