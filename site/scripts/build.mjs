// Production build: the browser bundle (with its CSS) and the server bundle, both by esbuild.
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./buildSteps.mjs";
import { buildValidators } from "./buildValidators.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");

export async function buildAll() {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, "client", "assets"), { recursive: true });

  const client = await build({
    absWorkingDir: root,
    entryPoints: { entry: "site/client/entry.tsx" },
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome110", "safari16", "firefox110"],
    outdir: "dist/client/assets",
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    assetNames: "[name]-[hash]",
    minify: true,
    sourcemap: "linked",
    metafile: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "warning",
  });
  const outputs = Object.entries(client.metafile.outputs);
  const entry = outputs.find(([, out]) => out.entryPoint === "site/client/entry.tsx");
  const asUrl = (file) => `/${relative(join(root, "dist", "client"), join(root, file)).split("\\").join("/")}`;
  const manifest = {
    js: asUrl(entry[0]),
    // Chunks the entry imports statically: preloaded, so they do not wait for the entry to parse.
    preload: entry[1].imports.filter((item) => item.kind === "import-statement").map((item) => asUrl(item.path)),
    css: entry[1].cssBundle ? [asUrl(entry[1].cssBundle)] : [],
  };
  writeFileSync(join(dist, "client", "manifest.json"), JSON.stringify(manifest, null, 2));

  await build({
    absWorkingDir: root,
    entryPoints: { main: "site/server/main.ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir: "dist/server",
    outExtension: { ".js": ".mjs" },
    packages: "external",
    jsx: "automatic",
    sourcemap: "linked",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  });

  await buildValidators(root);
  writeFileSync(join(dist, "build-hash"), sourceHash(root));
  return { ms: Date.now() - started, manifest };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ms, manifest } = await buildAll();
  console.log(`built in ${ms} ms: ${manifest.js} ${manifest.css.join(" ")}`);
}
