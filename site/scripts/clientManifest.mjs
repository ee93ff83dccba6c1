// From esbuild's metafile of the client build: which scripts and stylesheet parts the engine entry
// needs on every page, and which each block adds when a page shows it.
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CSS_NAMESPACE } from "./cssImportsPlugin.mjs";
import { compareParts, MANTINE_BASE, mantinePartsOf, partCss } from "./cssParts.mjs";

/** The component registry: one dynamic import per block type, into the block's folder (named after the type). */
const BLOCK_COMPONENTS = "blocks/components.ts";
const BLOCK_FOLDER = /^blocks\/([^/]+)\//;

export async function clientManifest({ root, metafile, entrySource, clientDir, boot }) {
  const outputs = metafile.outputs;
  const url = (file) => `/${relative(clientDir, join(root, file)).split("\\").join("/")}`;
  const outputOf = (source) => Object.keys(outputs).find((file) => outputs[file].entryPoint === source && file.endsWith(".js"));

  /** Chunks reachable by static imports, the chunk itself first. */
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const item of outputs[file].imports) if (item.kind === "import-statement" && !item.external) staticClosure(item.path, seen);
    return seen;
  };
  /** Chunks reachable by static imports, each after the chunks it imports (the entry or block last). */
  const evaluationOrder = (file, seen = new Set(), order = []) => {
    if (seen.has(file)) return order;
    seen.add(file);
    for (const item of outputs[file].imports) if (item.kind === "import-statement" && !item.external) evaluationOrder(item.path, seen, order);
    order.push(file);
    return order;
  };
  /** Every chunk the code may load, static or dynamic (a block's lazy chart canvas, say). */
  const fullClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const item of outputs[file].imports)
      if (!item.external && (item.kind === "import-statement" || item.kind === "dynamic-import")) fullClosure(item.path, seen);
    return seen;
  };
  const partsOfChunk = (file) => {
    const parts = new Set();
    for (const source of Object.keys(outputs[file].inputs)) {
      for (const part of mantinePartsOf(source)) parts.add(part);
      for (const item of metafile.inputs[source]?.imports ?? []) {
        if (item.path.startsWith(`${CSS_NAMESPACE}:`)) parts.add(`file:${item.path.slice(CSS_NAMESPACE.length + 1)}`);
      }
    }
    return parts;
  };
  const union = (files) => new Set([...files].flatMap((file) => [...partsOfChunk(file)]));
  const sorted = (parts) => [...parts].sort(compareParts(root));

  const entryFile = outputOf(entrySource);
  const entryChunks = staticClosure(entryFile);
  const entryParts = union(entryChunks);
  for (const name of MANTINE_BASE) entryParts.add(`mantine:${name}`);
  // The engine's own lazy chunks (the phone menu's drawer) have no stylesheet of their own to load:
  // their styles come with every page. Blocks' chunks are not among them.
  const componentImports = (metafile.inputs[BLOCK_COMPONENTS]?.imports ?? []).filter((item) => item.kind === "dynamic-import");
  if (!componentImports.length) throw new Error(`${BLOCK_COMPONENTS} is not in the client build, or loads no component`);
  const blockChunks = new Set(componentImports.map((item) => outputOf(item.path)));
  for (const file of entryChunks) {
    for (const item of outputs[file].imports) {
      if (item.kind === "dynamic-import" && !blockChunks.has(item.path)) for (const part of union(fullClosure(item.path))) entryParts.add(part);
    }
  }

  const blocks = {};
  const allParts = new Set(entryParts);
  for (const component of componentImports) {
    const type = BLOCK_FOLDER.exec(component.path)?.[1];
    const chunk = outputOf(component.path);
    if (!type || !chunk) throw new Error(`${BLOCK_COMPONENTS}: ${component.path} is not a block's component module (blocks/<type>/…) with a chunk of its own`);
    const parts = union(staticClosure(chunk));
    // Styles of the parts a block loads only for some props (a lazyPart, such as the class list's filters).
    const lazyParts = [...union(fullClosure(chunk))].filter((part) => !parts.has(part));
    for (const part of [...parts, ...lazyParts]) allParts.add(part);
    blocks[type] = {
      js: evaluationOrder(chunk)
        .filter((file) => !entryChunks.has(file))
        .map(url),
      parts: sorted(parts),
      lazyParts: sorted(lazyParts),
    };
  }

  const css = {};
  for (const part of sorted(allParts)) css[part] = await partCss(part);

  // A block's own stylesheet, for pages that reach it by client navigation: its parts the entry lacks.
  for (const [type, block] of Object.entries(blocks)) {
    const text = sorted([...block.parts, ...block.lazyParts])
      .filter((part) => !entryParts.has(part))
      .map((part) => css[part])
      .join("");
    if (!text) continue;
    const name = `assets/block-${type}-${createHash("sha256").update(text).digest("hex").slice(0, 10)}.css`;
    writeFileSync(join(clientDir, name), text);
    block.stylesheet = `/${name}`;
  }

  /**
   * What the boot script evaluates before the entry: the entry's static imports, then what the entry
   * module itself imports dynamically (React DOM: a chunk of its own so that its evaluation is a task of
   * its own), each chunk after its dependencies.
   */
  function entryPreload() {
    const seen = new Set([entryFile]);
    const order = [];
    for (const item of outputs[entryFile].imports) if (item.kind === "import-statement" && !item.external) evaluationOrder(item.path, seen, order);
    const ownDynamic = metafile.inputs[entrySource].imports.filter((item) => item.kind === "dynamic-import").map((item) => outputOf(item.path));
    for (const file of ownDynamic) {
      if (!file) throw new Error(`${entrySource}: a dynamic import has no chunk of its own`);
      evaluationOrder(file, seen, order);
    }
    return order;
  }

  const order = sorted(allParts);
  const manifest = {
    boot: url(boot),
    // `preload` in evaluation order: the boot script evaluates one chunk per task, dependencies first.
    entry: { js: url(entryFile), preload: entryPreload().map(url), parts: sorted(entryParts) },
    blocks,
    order,
  };
  writeFileSync(join(clientDir, "manifest.json"), JSON.stringify(manifest, null, 2));
  writeFileSync(join(clientDir, "css-parts.json"), JSON.stringify(css));
  return manifest;
}
