// Island pages load few, larger files. esbuild cuts a chunk for every set of dynamic imports that share
// code, which made /Class load 54 files (most under 2 KB, each with its own request and headers), and it
// cannot merge chunks. So its output is bundled once more by Rolldown, grouped by what a page loads:
// - the islands entry and what it imports (every island page);
// - what starts islands (React DOM, the engine's rendering), with the code island blocks share;
// - each island block, lazy part or on-demand root (the phone menu) with the code only it uses.
// Blocks whose contract says `interactive: false` keep Rolldown's own chunking: they are islands only
// where their data is live (a source the server did not have, a total beside its form), a few pages
// that load more files for them.
import { createHash } from "node:crypto";
import { rolldown } from "rolldown";
import { moduleName } from "./chunkGraph.mjs";
import { dirname, join, relative, resolve } from "node:path";

/** Below this (minified, before compression), code shared by some island units goes with what starts every island. */
const MIN_SHARED_CHUNK_BYTES = 10_000;
const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";
const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;

/**
 * Rebundles the islands build's output (esbuild, `write: false`) into `outdir` and returns a metafile of
 * the new chunks for chunkGraph: per chunk its imports, the source entry points it holds
 * (`entryPoints`) and its inputs.
 * - `staticBlockSources`: component modules of blocks whose contract says `interactive: false`.
 */
export async function optimizeIslandChunks({ root, outdir, outputFiles, metafile, entrySource, rootsSource, staticBlockSources }) {
  const outputs = metafile.outputs;
  const abs = (file) => resolve(root, file);
  const files = new Map(outputFiles.map((file) => [file.path, file.text]));
  const outputOf = (source) => Object.keys(outputs).find((file) => outputs[file].entryPoint === source && file.endsWith(".js"));
  const entryOut = outputOf(entrySource);
  const rootsOut = outputOf(rootsSource);
  if (!entryOut || !rootsOut) throw new Error(`optimizeIslandChunks: ${entrySource} or ${rootsSource} has no chunk of its own`);

  const staticImports = (file) => outputs[file].imports.filter((item) => item.kind === "import-statement" && !item.external).map((item) => item.path);
  const closure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const next of staticImports(file)) closure(next, seen);
    return seen;
  };
  // The units an island page loads: every dynamic entry reachable from the islands entry, except static blocks.
  const never = new Set(staticBlockSources.map(outputOf).filter(Boolean));
  const units = new Set();
  const visit = (file, seen = new Set()) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (outputs[file].entryPoint && file !== entryOut && file !== rootsOut) units.add(file);
    for (const item of outputs[file].imports) if (!item.external && !never.has(item.path)) visit(item.path, seen);
  };
  visit(entryOut);

  const entrySet = closure(entryOut);
  const rootsSet = closure(rootsOut);
  const users = new Map();
  for (const unit of units) {
    for (const file of closure(unit)) {
      if (entrySet.has(file) || rootsSet.has(file)) continue;
      if (!users.has(file)) users.set(file, new Set());
      users.get(file).add(unit);
    }
  }
  const nameOf = (unit) => moduleName(outputs[unit].entryPoint);
  // A unit only another unit's code imports (a block's lazy part: the class list's filter bar) loads only
  // after that one: code the two share goes with the owner, which every page that loads the part loads.
  const ownerOf = new Map();
  for (const unit of units) {
    const importers = Object.keys(outputs).filter((file) => outputs[file].imports.some((item) => item.path === unit && item.kind === "dynamic-import"));
    const owners = [...units].filter((other) => other !== unit && importers.length > 0 && importers.every((file) => users.get(file)?.has(other)));
    if (owners.length === 1) ownerOf.set(unit, owners[0]);
  }
  const ownerAmong = (unitsUsing) => [...unitsUsing].find((owner) => [...unitsUsing].every((unit) => unit === owner || ownerOf.get(unit) === owner));
  // Code shared by the same island units is one chunk when it is large enough to be worth a request;
  // smaller, it goes with what starts every island.
  const sharedName = (unitsUsing) => [...unitsUsing].map(nameOf).sort().join("+");
  const sharedBytes = new Map();
  for (const [file, unitsUsing] of users) {
    if (unitsUsing.size < 2) continue;
    const name = sharedName(unitsUsing);
    sharedBytes.set(name, (sharedBytes.get(name) ?? 0) + outputs[file].bytes);
  }
  const assigned = new Map();
  for (const [file, unitsUsing] of users) {
    const shared = sharedName(unitsUsing);
    const owner = unitsUsing.size === 1 ? [...unitsUsing][0] : ownerAmong(unitsUsing);
    if (owner) assigned.set(file, nameOf(owner));
    else
      assigned.set(
        file,
        sharedBytes.get(shared) >= MIN_SHARED_CHUNK_BYTES ? `shared-${createHash("sha256").update(shared).digest("hex").slice(0, 8)}` : "roots",
      );
  }
  // What starts islands holds everything its code imports: a chunk it imported from would import it back
  // (for React), and of two chunks importing each other one runs before what it needs is defined.
  const pulled = [...assigned].filter(([, group]) => group === "roots").map(([file]) => file);
  while (pulled.length) {
    for (const next of staticImports(pulled.pop())) {
      if (entrySet.has(next) || rootsSet.has(next) || assigned.get(next) === "roots") continue;
      assigned.set(next, "roots");
      pulled.push(next);
    }
  }
  const groupOf = (id) => {
    const file = relative(root, id);
    if (file === entryOut) return null;
    if (entrySet.has(file)) return "islands-base";
    if (rootsSet.has(file)) return "roots";
    return assigned.get(file) ?? null;
  };

  const bundle = await rolldown({
    input: { islands: abs(entryOut) },
    preserveEntrySignatures: "allow-extension",
    logLevel: "warn",
    plugins: [
      {
        name: "esbuild-output",
        resolveId(source, importer) {
          if (!importer) return files.has(source) ? source : null;
          if (!source.startsWith(".")) return null;
          const path = resolve(dirname(importer), source);
          if (!files.has(path)) throw new Error(`optimizeIslandChunks: ${relative(root, importer)} imports ${source}, which the islands build did not write`);
          return path;
        },
        load(id) {
          const code = files.get(id);
          if (code === undefined) return null;
          const map = files.get(`${id}.map`);
          return { code: code.replace(SOURCE_MAP_COMMENT, ""), map: map ? JSON.parse(map) : undefined };
        },
      },
    ],
  });
  const result = await bundle.write({
    dir: outdir,
    format: "es",
    minify: true,
    sourcemap: true,
    entryFileNames: "[name]-[hash].js",
    // V8's explicit compile hint: what starts islands runs nearly all at once (React DOM hydrates), so
    // every function of it is compiled with the file, off the main thread while it streams in, instead
    // of one by one on the main thread as hydration first calls it (Chromium 136 and later).
    postBanner: (chunk) => (chunk.name === "roots" ? COMPILE_ALL_ON_LOAD : ""),
    chunkFileNames: "[name]-[hash].js",
    codeSplitting: {
      includeDependenciesRecursively: false,
      groups: [{ name: groupOf, debugName: "island page units" }],
    },
  });
  await bundle.close();

  const optimized = { inputs: metafile.inputs, outputs: {} };
  for (const chunk of result.output) {
    if (chunk.type !== "chunk") continue;
    const held = chunk.moduleIds.map((id) => relative(root, id)).filter((file) => outputs[file]);
    const entryPoints = held.map((file) => outputs[file].entryPoint).filter(Boolean);
    optimized.outputs[relative(root, join(outdir, chunk.fileName))] = {
      bytes: chunk.code.length,
      entryPoints,
      imports: [
        ...chunk.imports.map((name) => ({ path: relative(root, join(outdir, name)), kind: "import-statement" })),
        ...chunk.dynamicImports.map((name) => ({ path: relative(root, join(outdir, name)), kind: "dynamic-import" })),
      ],
      inputs: Object.assign({}, ...held.map((file) => outputs[file].inputs)),
    };
  }
  return optimized;
}
