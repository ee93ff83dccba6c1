// Questions about esbuild's output chunks, answered from its metafile: which chunk an entry point
// became, what a chunk reaches by static or dynamic imports, and which stylesheet parts it uses.
import { CSS_NAMESPACE } from "./cssImportsPlugin.mjs";
import { mantinePartsOf } from "./cssParts.mjs";

const isStatic = (item) => item.kind === "import-statement" && !item.external;

/** A module's name: its file name without the extension (`FileField` for `blocks/form/FileField.tsx`). Lazy parts and island chunks are named so. */
export const moduleName = (source) => source.replace(/^.*\//, "").replace(/\.[cm]?[jt]sx?$/, "");

export function chunkGraph(metafile) {
  const outputs = metafile.outputs;
  // A chunk Rolldown merged (optimizeIslandChunks) holds several entry points.
  const holds = (output, source) => output.entryPoint === source || output.entryPoints?.includes(source);
  const outputOf = (source) => Object.keys(outputs).find((file) => holds(outputs[file], source) && file.endsWith(".js"));

  /** Chunks reachable by static imports, the chunk itself first. */
  const staticClosure = (file, seen = new Set()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const item of outputs[file].imports) if (isStatic(item)) staticClosure(item.path, seen);
    return seen;
  };
  /** Chunks reachable by static imports, each after the chunks it imports (the entry or block last). */
  const evaluationOrder = (file, seen = new Set(), order = []) => {
    if (seen.has(file)) return order;
    seen.add(file);
    for (const item of outputs[file].imports) if (isStatic(item)) evaluationOrder(item.path, seen, order);
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
  /** The stylesheet parts of a set of chunks. */
  const partsOf = (files) => new Set([...files].flatMap((file) => [...partsOfChunk(file)]));
  /** A chunk's dynamic imports, as chunks. */
  const dynamicImports = (file) => outputs[file].imports.filter((item) => item.kind === "dynamic-import").map((item) => item.path);
  /** What a source module itself imports dynamically, as source paths. */
  const dynamicSources = (source) => (metafile.inputs[source]?.imports ?? []).filter((item) => item.kind === "dynamic-import").map((item) => item.path);
  /** The source modules under a folder. */
  const sourcesUnder = (folder) => Object.keys(metafile.inputs).filter((source) => source.startsWith(folder));
  /** A chunk's static imports, as chunks. */
  const staticImports = (file) => outputs[file].imports.filter(isStatic).map((item) => item.path);

  return { outputOf, staticClosure, evaluationOrder, fullClosure, partsOf, dynamicImports, dynamicSources, staticImports, sourcesUnder };
}
