// From esbuild's metafile of the client build: which scripts and stylesheet parts the engine entry
// needs on every page, and which each block adds when a page shows it.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { chunkGraph, moduleName } from "./chunkGraph.mjs";
import { compareParts, MANTINE_BASE, partCss } from "./cssParts.mjs";

/** The component registry: one dynamic import per block type, into the block's folder (named after the type). */
export const BLOCK_COMPONENTS = "blocks/components.ts";
export const BLOCK_FOLDER = /^blocks\/([^/]+)\//;

/** React DOM's client, a chunk of its own: the entry evaluates it in a task of its own. */
const REACT_DOM = "site/client/reactDom.ts";
/** What starts an island page's islands (React DOM and the engine's rendering with it): loaded only by a page that has one. */
export const ISLAND_ROOTS = "site/client/islandRoots.tsx";

export async function clientManifest({ root, metafile, entrySource, islandsMetafile, islandsSource, clientDir, boot }) {
  const graph = chunkGraph(metafile);
  const islandsGraph = chunkGraph(islandsMetafile);
  const url = (file) => `/${relative(clientDir, join(root, file)).split("\\").join("/")}`;
  const sorted = (parts) => [...parts].sort(compareParts(root));

  const entryFile = graph.outputOf(entrySource);
  const entryChunks = graph.staticClosure(entryFile);
  const componentSources = graph.dynamicSources(BLOCK_COMPONENTS);
  if (!componentSources.length) throw new Error(`${BLOCK_COMPONENTS} is not in the client build, or loads no component`);
  const entryParts = entryPartsOf(graph, entryChunks, new Set(componentSources.map(graph.outputOf)));

  const islandsFile = islandsGraph.outputOf(islandsSource);
  const islandsChunks = islandsGraph.staticClosure(islandsFile);
  const rootsFile = islandsGraph.outputOf(ISLAND_ROOTS);
  if (!islandsFile || !rootsFile) throw new Error(`${islandsSource} or ${ISLAND_ROOTS} has no chunk of its own in the client build`);

  const blocks = {};
  const allParts = new Set(entryParts);
  for (const source of componentSources) {
    const { type, parts, lazyParts, js } = blockEntry(graph, source, entryChunks);
    const islandChunk = islandsGraph.outputOf(source);
    const islandJs = islandsGraph.evaluationOrder(islandChunk).filter((file) => !islandsChunks.has(file));
    // An island that shows a lazy part needs it at once: the page lists its chunks too, instead of the island asking later.
    const islandLazyJs = Object.fromEntries(
      Object.entries(lazyChunks(islandsGraph, type)).map(([name, lazy]) => [
        name,
        islandsGraph.evaluationOrder(lazy, new Set([...islandsChunks, ...islandJs])).map(url),
      ]),
    );
    for (const part of [...parts, ...Object.values(lazyParts).flat()]) allParts.add(part);
    const missing = Object.keys(lazyParts).filter((name) => !islandLazyJs[name]);
    if (missing.length) throw new Error(`${source}: lazy part ${missing.join(", ")} has no chunk in the islands build`);
    blocks[type] = {
      js: js.map(url),
      islandJs: islandJs.map(url),
      islandLazyJs,
      parts: sorted(parts),
      lazyParts: Object.fromEntries(Object.entries(lazyParts).map(([name, names]) => [name, sorted(names)])),
    };
  }

  const css = {};
  for (const part of sorted(allParts)) css[part] = await partCss(part);
  writeBlockStylesheets(blocks, css, entryParts, { clientDir, sorted });

  const order = sorted(allParts);
  const manifest = {
    boot: url(boot),
    // `preload` in evaluation order: the boot script evaluates one chunk per task, dependencies first.
    entry: { js: url(entryFile), preload: entryPreload(graph, entryFile).map(url), parts: sorted(entryParts) },
    // Island pages: the entry's own chunks in evaluation order, and, for a page with an island, what starts islands beyond them.
    islands: {
      js: url(islandsFile),
      preload: islandsGraph
        .evaluationOrder(islandsFile)
        .filter((file) => file !== islandsFile)
        .map(url),
      roots: islandsGraph
        .evaluationOrder(rootsFile)
        .filter((file) => !islandsChunks.has(file))
        .map(url),
    },
    blocks,
    order,
  };
  writeFileSync(join(clientDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(join(clientDir, "css-parts.json"), JSON.stringify(css));
  return manifest;
}

/**
 * The stylesheet parts every page loads: the entry's, Mantine's base, and those of the engine's own lazy
 * chunks (the phone menu's drawer), which have no stylesheet of their own to load. Blocks' chunks are not among them.
 */
function entryPartsOf(graph, entryChunks, blockChunks) {
  const parts = graph.partsOf(entryChunks);
  for (const name of MANTINE_BASE) parts.add(`mantine:${name}`);
  for (const file of entryChunks) {
    for (const lazy of graph.dynamicImports(file)) if (!blockChunks.has(lazy)) for (const part of graph.partsOf(graph.fullClosure(lazy))) parts.add(part);
  }
  return parts;
}

/** A block's scripts beyond the entry's, its stylesheet parts, and, by lazy part, those it loads only for some props. */
function blockEntry(graph, source, entryChunks) {
  const type = BLOCK_FOLDER.exec(source)?.[1];
  const chunk = graph.outputOf(source);
  if (!type || !chunk) throw new Error(`${BLOCK_COMPONENTS}: ${source} is not a block's component module (blocks/<type>/…) with a chunk of its own`);
  const parts = graph.partsOf(graph.staticClosure(chunk));
  // Styles of the parts a block loads only for some props (a lazyPart, such as the class list's filters).
  const lazyParts = Object.fromEntries(
    Object.entries(lazyChunks(graph, type)).map(([name, lazy]) => [name, [...graph.partsOf(graph.fullClosure(lazy))].filter((part) => !parts.has(part))]),
  );
  const order = graph.evaluationOrder(chunk);
  return { type, parts, lazyParts, js: order.filter((file) => !entryChunks.has(file)) };
}

/**
 * The chunks the modules of a block's folder import dynamically (its lazy parts, a chart's canvas), by
 * name: the file name of the module imported, as the block's `lazyParts` and its contract name them.
 * By source, not by chunk: a chunk the block shares with others may hold another block's dynamic imports.
 */
function lazyChunks(graph, type) {
  const named = {};
  for (const source of graph.sourcesUnder(`blocks/${type}/`)) {
    for (const lazy of graph.dynamicSources(source)) {
      const chunk = graph.outputOf(lazy);
      if (chunk) named[moduleName(lazy)] = chunk;
    }
  }
  return named;
}

/** A block's own stylesheet, for pages that reach it by client navigation: its parts the entry lacks. */
function writeBlockStylesheets(blocks, css, entryParts, { clientDir, sorted }) {
  for (const [type, block] of Object.entries(blocks)) {
    const text = sorted([...block.parts, ...Object.values(block.lazyParts).flat()])
      .filter((part) => !entryParts.has(part))
      .map((part) => css[part])
      .join("");
    if (!text) continue;
    const name = `assets/block-${type}-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.css`;
    writeFileSync(join(clientDir, name), text);
    block.stylesheet = `/${name}`;
  }
}

/**
 * What the boot script evaluates before the entry: the entry's static imports, then React DOM (a
 * chunk of its own so that its evaluation is a task of its own), each chunk after its dependencies.
 */
function entryPreload(graph, entryFile) {
  const seen = new Set([entryFile]);
  const order = [];
  for (const file of graph.staticImports(entryFile)) graph.evaluationOrder(file, seen, order);
  const reactDom = graph.outputOf(REACT_DOM);
  if (!reactDom) throw new Error(`${REACT_DOM} has no chunk of its own in the client build`);
  graph.evaluationOrder(reactDom, seen, order);
  return order;
}
