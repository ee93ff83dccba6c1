import { findRouteClashes, routeRuleProblems } from "./routePaths.js";
import type { LayoutDocument } from "./types.js";

export interface ReferenceProblem {
  pointer: string;
  message: string;
}

/** Why a later route is never reached: an earlier one answers all the URLs the two paths share. */
export function clashMessage(path: string, earlier: string, earlierPath: string): string {
  return `Route path '${path}' matches the same URLs as ${earlier} ('${earlierPath}', paths are case-insensitive), which answers them all; give the earlier route a params rule that refuses the URLs this one should answer (e.g. {"id": {"type": "integer"}}), or another path`;
}

/** `{slug}` and `{slug?}` segments of a route path. */
export function routePathParams(path: string): string[] {
  return [...path.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\??\}/g)].map((m) => m[1]!);
}

/** Walks a binding's params and yields `{route: name}` references with their pointers. */
function* routeReferences(params: Record<string, unknown> | undefined, pointer: string): Generator<[string, string]> {
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === "object" && value !== null && "route" in value && typeof value.route === "string") {
      yield [value.route, `${pointer}/params/${name}/route`];
    }
  }
}

/**
 * Checks a schema-valid document for what a schema cannot say: route references name a segment of
 * the route's own path, route names are unique, no route hides a later one of the same path shape
 * (unless a params rule tells them apart), and params rules name the path's parameters and compile.
 */
export function checkLayoutReferences(doc: LayoutDocument): ReferenceProblem[] {
  const problems: ReferenceProblem[] = [];
  const names = new Map<string, number>();
  const routes = doc.routes ?? [];
  const hiddenBy = new Map(findRouteClashes(routes).map(({ earlier, later }) => [later, earlier]));
  routes.forEach((route, r) => {
    const at = `/routes/${r}`;
    const firstName = names.get(route.name);
    if (firstName !== undefined)
      problems.push({ pointer: `${at}/name`, message: `Route name '${route.name}' is used twice; it is already the name of route ${firstName}` });
    else names.set(route.name, r);
    const earlier = hiddenBy.get(r);
    if (earlier !== undefined) problems.push({ pointer: `${at}/path`, message: clashMessage(route.path, `route ${earlier}`, routes[earlier]!.path) });
    for (const problem of routeRuleProblems(route)) problems.push({ pointer: `${at}${problem.pointer}`, message: problem.message });

    const params = new Set(routePathParams(route.path));
    const check = (bindingParams: Record<string, unknown> | undefined, pointer: string) => {
      for (const [name, refPointer] of routeReferences(bindingParams, pointer)) {
        if (!params.has(name)) {
          problems.push({
            pointer: refPointer,
            message: `Route parameter '${name}' is not in the path '${route.path}'; expected ${params.size ? `one of ${[...params].map((p) => `'${p}'`).join(", ")}` : "a constant or a query value (the path has no parameters)"}`,
          });
        }
      }
    };
    if (route.meta) check(route.meta.data.params, `${at}/meta/data`);
    (route.blocks ?? []).forEach((block, b) => {
      if (block.when && !params.has(block.when.param)) {
        problems.push({
          pointer: `${at}/blocks/${b}/when/param`,
          message: `Route parameter '${block.when.param}' is not in the path '${route.path}'; expected ${params.size ? `one of ${[...params].map((p) => `'${p}'`).join(", ")}` : "no condition (the path has no parameters)"}`,
        });
      }
      for (const [slot, binding] of Object.entries(block.data ?? {})) check(binding.params, `${at}/blocks/${b}/data/${slot}`);
    });
  });
  return problems;
}
