// Client build: React's packages are CommonJS, and esbuild converts a CommonJS module for each module
// that imports it (`__toESM(require_react())`): a fresh object with a getter per export, about 60 for
// React, for each of the several hundred modules (Mantine's, ours) that import it, when the page's
// scripts start; and every `useState` afterwards is a getter call. Here each of React's entry points
// is converted once, in a module of its own that re-exports its names as plain ES bindings, and every
// other import of it goes to that module.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);
/** React's entry points the browser imports, and the production module each one loads. */
const ENTRIES = {
  "react": "react/cjs/react.production.js",
  "react/jsx-runtime": "react/cjs/react-jsx-runtime.production.js",
  "react-dom": "react-dom/cjs/react-dom.production.js",
  "react-dom/client": "react-dom/cjs/react-dom-client.production.js",
};
const NAMESPACE = "react-as-esm";
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function reactAsEsm() {
  return {
    name: "react-as-esm",
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/jsx-runtime|\/client)?$/ }, (args) =>
        // CommonJS that requires React (React DOM does) gets it as it is.
        args.namespace === NAMESPACE || args.kind === "require-call" || !ENTRIES[args.path] ? undefined : { path: args.path, namespace: NAMESPACE },
      );
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        // The names of the production build, which the bundle gets (process.env.NODE_ENV is "production").
        const [pkg, ...production] = ENTRIES[args.path].split("/");
        const names = Object.keys(require(join(dirname(require.resolve(`${pkg}/package.json`)), ...production))).filter(
          (name) => IDENTIFIER.test(name) && name !== "default",
        );
        const file = require.resolve(args.path);
        return {
          resolveDir: dirname(file),
          contents: [`import cjs from ${JSON.stringify(file)};`, "export default cjs;", `export const { ${names.join(", ")} } = cjs;`].join("\n"),
          loader: "js",
        };
      });
    },
  };
}
