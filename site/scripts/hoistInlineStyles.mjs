// Mantine's InlineStyles module is replaced by engine/render/HoistedInlineStyles.tsx, which writes
// the same rules as React 19 hoistable styles (in <head>, not beside the element in <body>).
// Used by both esbuild builds and, for `npm run dev`, by the Node resolve hook in cssLoaderHooks.mjs.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const HOISTED_INLINE_STYLES = join(resolve(dirname(fileURLToPath(import.meta.url)), "../.."), "engine/render/HoistedInlineStyles.tsx");

/** Whether an import, from `importer`, names Mantine's InlineStyles module. */
export function isMantineInlineStyles(specifier, importer) {
  return /(^|\/)InlineStyles(\.mjs)?$/.test(specifier) && /\/@mantine\/core\//.test(importer ?? "");
}

export function hoistInlineStyles() {
  return {
    name: "hoist-inline-styles",
    setup(build) {
      build.onResolve({ filter: /InlineStyles(\.mjs)?$/ }, (args) =>
        isMantineInlineStyles(args.path, args.importer) ? { path: HOISTED_INLINE_STYLES } : undefined,
      );
    },
  };
}
