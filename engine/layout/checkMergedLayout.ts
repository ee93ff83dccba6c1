import { parseTree } from "jsonc-parser";
import type { ReferenceProblem } from "./checkLayoutReferences.js";
import type { LayoutProblem } from "./LayoutProblem.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import { offsetToPosition, pointerOffset } from "./sourcePositions.js";
import type { LayoutDocument, LayoutRoute } from "./types.js";

/** One file of an `extends` chain. */
export interface LayoutSource {
  file: string;
  text: string;
  document: LayoutDocument;
}

/** Where a merged route was written: the nearest file of the chain that defines a route of its name. */
function originOf(name: string, chain: readonly LayoutSource[]): { source: LayoutSource; index: number } {
  for (let i = chain.length - 1; i >= 0; i--) {
    const index = (chain[i]!.document.routes ?? []).findIndex((route) => route.name === name);
    if (index >= 0) return { source: chain[i]!, index };
  }
  return { source: chain[chain.length - 1]!, index: 0 };
}

function locate(source: LayoutSource, pointer: string): Pick<LayoutProblem, "file" | "line" | "col" | "pointer"> {
  return { file: source.file, ...offsetToPosition(source.text, pointerOffset(parseTree(source.text), pointer)), pointer };
}

/**
 * What no single file of an `extends` chain shows, checked on the merged layout: two routes (from two
 * files) answering the same URLs, and a route without a title in the layout's language. `checkRoute`
 * (the validator's per-route checks, e.g. that every binding's records fit its slot) runs again on each
 * merged route, so a merge can never serve a route the files' own checks would refuse. Each problem is
 * located in the file, line and column its route was written in.
 */
export function checkMergedLayout(layout: ResolvedLayout, chain: readonly LayoutSource[], checkRoute?: (route: LayoutRoute) => ReferenceProblem[]): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const paths = new Map<string, { name: string; at: string }>();
  for (const route of layout.routes) {
    const { source, index } = originOf(route.name, chain);
    const key = route.path.toLowerCase().replace(/\{[^}]*\}/g, "{}");
    const earlier = paths.get(key);
    if (earlier) {
      const at = locate(source, `/routes/${index}/path`);
      problems.push({
        ...at,
        message: `Route '${route.name}' has the path '${route.path}', which layout '${layout.id}' already serves as route '${earlier.name}' (${earlier.at}); a layout replaces an inherited route by its name: name it '${earlier.name}' to replace it, or give it another path`,
      });
    } else {
      const at = locate(source, `/routes/${index}/path`);
      paths.set(key, { name: route.name, at: `${at.file}:${at.line}:${at.col}` });
    }
    for (const problem of checkRoute?.(route) ?? []) problems.push({ ...locate(source, `/routes/${index}${problem.pointer}`), message: problem.message });
    if (!layout.titles[route.name]) {
      problems.push({
        ...locate(source, `/routes/${index}/name`),
        message: `Route '${route.name}' has no title in layout '${layout.id}' (language '${layout.language}'); expected the key '${route.name}' under titles.${layout.language} in this file or a layout it extends`,
      });
    }
  }
  return problems;
}
