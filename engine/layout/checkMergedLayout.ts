import type { ReferenceProblem } from "./checkLayoutReferences.js";
import type { LayoutProblem } from "../../schemas/documents/LayoutProblem.js";
import { parsedSource } from "../../schemas/documents/parsedSource.js";
import type { ResolvedLayout } from "./ResolvedLayout.js";
import { findRouteClashes, routeRuleProblems } from "./routePaths.js";
import { locateInSources, type IncludeSite } from "./locateInSources.js";
import type { LayoutDocument, LayoutRoute } from "./types.js";

/** One file of an `extends` chain; `includes`, where its `$include`d props came from. */
export interface LayoutSource {
  file: string;
  text: string;
  document: LayoutDocument;
  includes?: readonly IncludeSite[];
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
  return locateInSources(parsedSource(source.file, source.text), source.includes, pointer);
}

/**
 * What no single file of an `extends` chain shows, checked on the merged layout: two routes (from two
 * files) answering the same URLs where no params rule tells them apart, a route's params rules, and a
 * route without a title in the layout's language. `checkRoute` (the validator's per-route checks, e.g.
 * that every binding's records fit its slot) runs again on each merged route, so a merge can never
 * serve a route the files' own checks would refuse. Each problem is
 * located in the file, line and column its route was written in.
 */
export function checkMergedLayout(
  layout: ResolvedLayout,
  chain: readonly LayoutSource[],
  checkRoute?: (route: LayoutRoute) => ReferenceProblem[],
): LayoutProblem[] {
  const problems: LayoutProblem[] = [];
  const origins = layout.routes.map((route) => originOf(route.name, chain));
  const at = (r: number, pointer: string) => locate(origins[r]!.source, `/routes/${origins[r]!.index}${pointer}`);
  for (const { earlier, later } of findRouteClashes(layout.routes)) {
    const first = at(earlier, "/path");
    const { name, path } = layout.routes[later]!;
    const earlierName = layout.routes[earlier]!.name;
    problems.push({
      ...at(later, "/path"),
      message: `Route '${name}' has the path '${path}', which layout '${layout.id}' already serves as route '${earlierName}' (${first.file}:${first.line}:${first.col}); a layout replaces an inherited route by its name: name it '${earlierName}' to replace it, give it another path, or give route '${earlierName}' a params rule that refuses the URLs this one should answer`,
    });
  }
  layout.routes.forEach((route, r) => {
    // A route's rules are checked again here: the merged layout is what is served.
    for (const problem of routeRuleProblems(route)) problems.push({ ...at(r, problem.pointer), message: problem.message });
    for (const problem of checkRoute?.(route) ?? []) problems.push({ ...at(r, problem.pointer), message: problem.message });
    if (!layout.titles[route.name]) {
      problems.push({
        ...at(r, "/name"),
        message: `Route '${route.name}' has no title in layout '${layout.id}' (language '${layout.language}'); expected the key '${route.name}' under titles.${layout.language} in this file or a layout it extends`,
      });
    }
  });
  return problems;
}
