import type { PageAssets } from "../../site/server/createPageAssets.js";

/** Page assets for a renderer without a client build: an entry script and a fixed stylesheet URL. */
export function bareAssets(): PageAssets {
  return {
    entry: "/assets/entry.js",
    modulepreload: () => [],
    stylesheet: () => "/_css/test.css",
    fontPreloads: () => "",
    blockStylesheets: {},
    styles: { href: () => "/_css/test.css", get: () => undefined },
  };
}
