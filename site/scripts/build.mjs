// Production build: the browser bundle (with its CSS) and the server bundle, both by esbuild.
import { build } from "esbuild";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sourceHash } from "./buildSteps.mjs";
import { writeAsciiSources } from "./asciiSource.mjs";
import { buildFonts } from "./buildFonts.mjs";
import { buildValidators } from "./buildValidators.mjs";
import { catalogueForBrowser } from "./catalogueForBrowser.mjs";
import { clientManifest, ISLAND_ROOTS } from "./clientManifest.mjs";
import { cssImportsPlugin } from "./cssImportsPlugin.mjs";
import { hoistInlineStyles } from "./hoistInlineStyles.mjs";
import { optimizeIslandChunks } from "./optimizeIslandChunks.mjs";
import { deepImports } from "./deepImports.mjs";
import { mantineReactIds } from "./mantineReactIds.mjs";
import { precompress } from "./precompress.mjs";
import { reactAsEsm } from "./reactAsEsm.mjs";
import { seedCodeHash } from "./seedCodeHash.mjs";
import { serverExternals } from "./serverExternals.mjs";
import { staticBlockSources } from "./staticBlockSources.mjs";

const CLIENT_ENTRY = "site/client/entry.tsx";
/** The entry of pages that start as islands: no router, React only where a block needs it. */
const ISLANDS_ENTRY = "site/client/islandsEntry.ts";
const BOOT_ENTRY = "site/client/boot.ts";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const dist = join(root, "dist");

export async function buildAll() {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, "client", "assets"), { recursive: true });

  const clientOptions = {
    absWorkingDir: root,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome110", "safari16", "firefox110"],
    outdir: "dist/client/assets",
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    assetNames: "[name]-[hash]",
    minify: true,
    sourcemap: "linked",
    metafile: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    legalComments: "none",
    logLevel: "warning",
    plugins: [hoistInlineStyles(), cssImportsPlugin(), mantineReactIds(), deepImports(), catalogueForBrowser(), reactAsEsm()],
  };
  // Island pages are a build of their own: their entry's chunks are cut for what they load, and the
  // router's pages keep theirs as they are (one build of both entries would regroup every shared chunk).
  // The fonts are cut meanwhile: esbuild works in a process of its own, the fonts' subsetter in this one.
  const [client, islandsOutput] = await Promise.all([
    build({ ...clientOptions, entryPoints: { entry: CLIENT_ENTRY } }),
    build({ ...clientOptions, entryPoints: { islands: ISLANDS_ENTRY }, write: false }),
    buildFonts(root, join(dist, "client")),
  ]);
  const islands = {
    metafile: await optimizeIslandChunks({
      root,
      outdir: join(dist, "client", "assets"),
      outputFiles: islandsOutput.outputFiles,
      metafile: islandsOutput.metafile,
      entrySource: ISLANDS_ENTRY,
      rootsSource: ISLAND_ROOTS,
      staticBlockSources: await staticBlockSources(root, islandsOutput.metafile),
    }),
  };
  // The boot script is built on its own, so that it is one small file with no chunk of its own to wait for.
  const boot = await build({
    absWorkingDir: root,
    entryPoints: { boot: BOOT_ENTRY },
    bundle: true,
    format: "esm",
    platform: "browser",
    target: ["es2022", "chrome110", "safari16", "firefox110"],
    outdir: "dist/client/assets",
    entryNames: "[name]-[hash]",
    minify: true,
    metafile: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const bootFile = Object.keys(boot.metafile.outputs).find((file) => file.endsWith(".js"));
  const manifest = await clientManifest({
    root,
    metafile: client.metafile,
    entrySource: CLIENT_ENTRY,
    islandsMetafile: islands.metafile,
    islandsSource: ISLANDS_ENTRY,
    clientDir: join(dist, "client"),
    boot: bootFile,
  });
  precompress(join(dist, "client", "assets"));
  // What each chunk holds, for reading the bundle (esbuild's analyzer reads it): not served.
  writeFileSync(join(dist, "client-metafile.json"), JSON.stringify(client.metafile));
  writeFileSync(join(dist, "islands-metafile.json"), JSON.stringify(islands.metafile));

  // The validators first: the server bundle carries the hash of the layout schema they were generated from.
  const [validators, seedCode] = await Promise.all([buildValidators(root), seedCodeHash(root)]);
  const serverOptions = {
    absWorkingDir: root,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outdir: "dist/server",
    outExtension: { ".js": ".mjs" },
    plugins: [hoistInlineStyles(), serverExternals()],
    // Bundled packages take their ESM builds; a CommonJS one among them still finds `require`.
    mainFields: ["module", "main"],
    banner: { js: 'import { createRequire as __serverRequire } from "node:module"; const require = __serverRequire(import.meta.url);' },
    // Stylesheets reach the browser through the page's stylesheet; the server only renders markup.
    loader: { ".css": "empty" },
    jsx: "automatic",
    sourcemap: "linked",
    minifyWhitespace: true,
    minifySyntax: true,
    define: {
      "process.env.NODE_ENV": '"production"',
      "__LAYOUT_SCHEMA_HASH__": JSON.stringify(validators.layoutSchemaHash),
      "__SEED_CODE_HASH__": JSON.stringify(seedCode),
    },
    logLevel: "warning",
    metafile: true,
  };
  const server = await build({
    ...serverOptions,
    entryPoints: { main: "site/server/main.ts" },
    // Code the server never runs (the browser-only chart canvas and its charting library) stays in a
    // chunk of its own instead of loading at start.
    splitting: true,
    chunkNames: "chunks/[name]-[hash]",
  });
  // The platform on its own (`npm run platform`): a bundle of its own, so that nothing it shares with
  // the site moves into a chunk, where paths relative to the module (its validators) would point elsewhere.
  const platform = await build({ ...serverOptions, entryPoints: { platform: "site/server/platformMain.ts" } });
  writeAsciiSources(
    [...Object.keys(server.metafile.outputs), ...Object.keys(platform.metafile.outputs)]
      .filter((file) => file.endsWith(".mjs"))
      .map((file) => join(root, file)),
  );

  writeFileSync(join(dist, "build-hash"), sourceHash(root));
  return { ms: Date.now() - started, manifest };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { ms, manifest } = await buildAll();
  console.log(`built in ${ms} ms: ${manifest.entry.js} and ${Object.keys(manifest.blocks).length} block chunks`);
}
