import { basename, dirname, join, relative } from "node:path";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import type { ParsedSource } from "../../schemas/documents/parsedSource.js";
import { segmentsToPointer } from "../../schemas/documents/sourcePositions.js";
import { isCopyFile, LAYOUT_COPY_DIR, layoutRootOf } from "./layoutFiles.js";
import { locateInSources, type IncludeSite } from "./locateInSources.js";
import { parseLayoutText } from "./parseLayoutText.js";

/** The texts of the layouts folder's files by path (as the store or `npm run validate` read them), for `$include`. */
export type LayoutFileTexts = ReadonlyMap<string, string>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);

/** The keys a copy file may have. */
const COPY_KEYS = new Set(["$schema", "block", "props"]);

/**
 * Replaces each block's `"props": { "$include": "<path>" }` with the `props` of that copy file (a path
 * relative to the including file, into a `copy/` folder). Only a whole `props` is included, and copy
 * files include nothing, so includes cannot form a cycle. A copy file names the block type its props
 * are for (`block`), which editors complete against and which must be the including block's type.
 * Every problem is located in the file it is in: the include's target at `$include`, the copy's own
 * shape in the copy file. `includes` says where each included value came from, for later problems.
 */
export function expandIncludes(document: unknown, main: ParsedSource, files: LayoutFileTexts | undefined) {
  const problems: LayoutProblem[] = [];
  const includes: IncludeSite[] = [];
  if (!isObject(document) || !Array.isArray(document.routes)) return { document, includes, problems };
  const at = (pointer: string, message: string) => problems.push({ ...locateInSources(main, [], pointer, { existing: true }), message });
  const copyNames = () =>
    [...(files?.keys() ?? [])]
      .filter((file) => isCopyFile(file) && layoutRootOf(file) === layoutRootOf(main.file))
      .map((file) => `'${relative(dirname(main.file), file)}'`);

  const routes = document.routes.map((route: unknown, r) => {
    if (!isObject(route) || !Array.isArray(route.blocks)) return route;
    const blocks = route.blocks.map((block: unknown, b) => {
      if (!isObject(block) || !isObject(block.props) || !("$include" in block.props)) return block;
      const pointer = segmentsToPointer(["routes", r, "blocks", b, "props"]);
      const target = block.props.$include;
      if (Object.keys(block.props).length !== 1) {
        at(`${pointer}/$include`, "Included props are taken whole; expected `$include` alone in this `props` (move the other props into the copy file)");
        return block;
      }
      if (typeof target !== "string" || !target.endsWith(".json")) {
        at(`${pointer}/$include`, "Expected the path of a copy file relative to this file, e.g. '../copy/privacy-policy.json'");
        return block;
      }
      const file = join(dirname(main.file), target);
      const text = files?.get(file);
      if (!isCopyFile(file) || text === undefined) {
        const known = copyNames();
        const where = isCopyFile(file) ? "names no file" : `is not in a '${LAYOUT_COPY_DIR}/' folder`;
        const expected = `a copy file of tenants/${LAYOUT_COPY_DIR}/${known.length ? `: one of ${known.join(", ")}` : ""}`;
        at(`${pointer}/$include`, `Include '${target}' ${where}; expected ${expected}`);
        return block;
      }
      const parsed = parseLayoutText(text, file);
      if (!parsed.ok) {
        problems.push(...parsed.problems);
        return block;
      }
      const copy = parsed.source;
      const inCopy = (copyPointer: string, message: string) => problems.push({ ...locateInSources(copy, [], copyPointer, { existing: true }), message });
      const value = parsed.value;
      if (!isObject(value)) {
        inCopy("", 'A copy file holds an object: { "block": "<block type>", "props": { … } }');
        return block;
      }
      const before = problems.length;
      for (const key of Object.keys(value).filter((key) => !COPY_KEYS.has(key))) {
        inCopy(segmentsToPointer([key]), `Unknown property '${key}' in a copy file; expected only '$schema', 'block' and 'props'`);
      }
      if (value.block !== block.type) {
        const name = basename(file);
        const includer = String(block.type);
        if (typeof value.block === "string") {
          inCopy("/block", `Copy file '${name}' holds props of a '${value.block}' block, but it is included by a '${includer}' block`);
        } else {
          inCopy("", `Expected 'block': the type of the block whose props this file holds ('${includer}' where it is included)`);
        }
      }
      if (!isObject(value.props)) inCopy(value.props === undefined ? "" : "/props", "Expected 'props': an object, the block's props");
      if (problems.length > before) return block;
      includes.push({ pointer, source: copy, base: "/props" });
      return { ...block, props: value.props };
    });
    return { ...route, blocks };
  });
  return { document: { ...document, routes }, includes, problems };
}
