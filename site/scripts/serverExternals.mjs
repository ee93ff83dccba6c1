// Which packages the server bundle leaves to node_modules and which it takes in.
//
// Node loads a package file by file: @mantine/core alone is some 400 modules, Fastify and its plugins
// some 300 CommonJS files, each one resolved, read, parsed and linked at start. Bundling them turns
// that into one parse of the server bundle. React stays external so the server renders with the one
// copy react-dom uses; native packages stay external, and so do those loaded on first use only
// (dynamic imports such as ipx and jsdom, and LOADED_ON_FIRST_USE below).
const BUNDLED = [
  "@mantine/core",
  "@mantine/hooks",
  "@mantine/form",
  // The form's file drop area: its stylesheet import must meet the bundle's CSS loader, not Node's
  // (react-dropzone comes along as its dependency).
  "@mantine/dropzone",
  "@tanstack/query-core",
  "@tanstack/react-query",
  "react-router",
  "react-router-dom",
  "ky",
  "clsx",
  "immer",
  // Its ES module build: one module less for Node to resolve and load at start (the position trees of
  // layout problems; parsing itself is JSON.parse).
  "jsonc-parser",
  // The HTTP server and the plugins registered at start, with their dependencies (pino, find-my-way…).
  "fastify",
  "@fastify/compress",
  "@fastify/multipart",
  "@fastify/rate-limit",
  "@fastify/static",
  "@fastify/under-pressure",
  "helmet",
];

/**
 * Required by bundled packages only on first use: Fastify's schema compilers (site/server/createFastify.ts),
 * with AJV and fast-json-stringify behind them. Bundled, they would be parsed at every start for nothing
 * (some 650 KB).
 */
const LOADED_ON_FIRST_USE = ["@fastify/ajv-compiler", "@fastify/fast-json-stringify-compiler"];

/** Shared with react-dom, so never copied into the bundle. */
const ALWAYS_EXTERNAL = ["react", "react-dom", "scheduler"];

function packageName(path) {
  const parts = path.split("/");
  return path.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/**
 * esbuild plugin: bare imports are external unless their package is in BUNDLED. A bundled package's
 * dependencies come along, all the way down (react-router's `cookie` is not the `cookie` fastify
 * resolves to): esbuild only visits files it bundles, so an importer inside node_modules is one.
 */
export function serverExternals() {
  return {
    name: "server-externals",
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith("node:")) return { path: args.path, external: true };
        const name = packageName(args.path);
        if (ALWAYS_EXTERNAL.includes(name) || LOADED_ON_FIRST_USE.includes(name)) return { path: args.path, external: true };
        const bundled = BUNDLED.includes(name) || args.importer.includes("/node_modules/");
        return bundled ? undefined : { path: args.path, external: true };
      });
    },
  };
}
