// Client build: a stylesheet imported from JavaScript becomes an empty module that only marks the
// import. The build then knows which stylesheets each chunk needs (see clientManifest.mjs) and the
// server puts exactly those of a page into its one stylesheet, instead of shipping all CSS to all pages.
import { createRequire } from "node:module";
import { existsSync } from "node:fs";
import { isAbsolute, resolve } from "node:path";

export const CSS_NAMESPACE = "css-import";

/** Mantine's stylesheets in their `@layer mantine` form, so that site CSS wins whatever the order. */
function layered(path) {
  const candidate = path.replace(/\.css$/, ".layer.css");
  return /node_modules\/@mantine\//.test(path) && !path.endsWith(".layer.css") && existsSync(candidate) ? candidate : path;
}

export function cssImportsPlugin() {
  return {
    name: "css-imports",
    setup(build) {
      build.onResolve({ filter: /\.css$/ }, (args) => {
        const path =
          args.path.startsWith(".") || isAbsolute(args.path) ? resolve(args.resolveDir, args.path) : createRequire(`${args.resolveDir}/`).resolve(args.path);
        return { path: layered(path), namespace: CSS_NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: CSS_NAMESPACE }, () => ({ contents: "", loader: "js" }));
    },
  };
}
