import { patternProblem, type ParamRules } from "./paramRules.js";

/** A route as far as matching URLs goes: its path and the rules of its parameters. */
export interface RoutePattern {
  path: string;
  params?: ParamRules;
}

const SEGMENT = /^\{([A-Za-z][A-Za-z0-9]*)(\?)?\}$/;

function segmentsOf(path: string): string[] {
  return path.split("/").filter(Boolean);
}

/**
 * The concrete shapes of a path, as react-router expands optional segments (each one present or
 * not): `/News/{id}/{title?}` is `/news/{}` and `/news/{}/{}`. Two paths that share a shape match
 * the same URLs with the same rank, so only document order (and param rules) tells them apart.
 * Each shape comes with the names of the parameters it holds.
 */
export function pathShapes(path: string): { key: string; params: string[] }[] {
  let shapes: { parts: string[]; params: string[] }[] = [{ parts: [], params: [] }];
  for (const segment of segmentsOf(path)) {
    const param = SEGMENT.exec(segment);
    if (!param) {
      shapes = shapes.map((shape) => ({ parts: [...shape.parts, segment.toLowerCase()], params: shape.params }));
      continue;
    }
    const withIt = shapes.map((shape) => ({ parts: [...shape.parts, "{}"], params: [...shape.params, param[1]!] }));
    shapes = param[2] ? [...shapes, ...withIt] : withIt;
  }
  return shapes.map((shape) => ({ key: `/${shape.parts.join("/")}`, params: shape.params }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

interface PathMatcher {
  regExp: RegExp;
  /** Per path segment: its lower-case text, or the parameter it holds. */
  segments: ({ text: string } | { param: string })[];
}

const compiled = new Map<string, PathMatcher>();

function matcherOf(path: string): PathMatcher {
  let matcher = compiled.get(path);
  if (!matcher) {
    const segments: PathMatcher["segments"] = [];
    const source = segmentsOf(path)
      .map((segment) => {
        const param = SEGMENT.exec(segment);
        if (!param) {
          segments.push({ text: segment.toLowerCase() });
          return `/${escapeRegExp(segment)}`;
        }
        segments.push({ param: param[1]! });
        return param[2] ? "(?:/([^/]+))?" : "/([^/]+)";
      })
      .join("");
    matcher = { regExp: new RegExp(`^${source}/?$`, "i"), segments };
    compiled.set(path, matcher);
  }
  return matcher;
}

/**
 * How a route path matches `pathname` (case-insensitive, a trailing slash allowed, as react-router
 * matches): its parameters, and the shape of the match (see pathShapes), or undefined.
 */
export function matchRoutePath(path: string, pathname: string): { key: string; params: Record<string, string | undefined> } | undefined {
  const { regExp, segments } = matcherOf(path);
  const match = regExp.exec(pathname);
  if (!match) return undefined;
  const params: Record<string, string | undefined> = {};
  const key: string[] = [];
  let group = 0;
  for (const segment of segments) {
    if ("text" in segment) {
      key.push(segment.text);
      continue;
    }
    const value = match[++group];
    params[segment.param] = value === undefined ? undefined : decode(value);
    if (value !== undefined) key.push("{}");
  }
  return { key: `/${key.join("/")}`, params };
}

export interface RouteClash {
  /** Index of the earlier route, which answers first. */
  earlier: number;
  /** Index of the later route, which the earlier one hides. */
  later: number;
}

/**
 * Routes hidden by an earlier one whose path matches the same URLs and that answers all of them: it has
 * no rule on any parameter of the shared shape, so the later route could never be reached there.
 * Routes that share shapes but whose earlier one has such a rule are told apart by it: allowed.
 */
export function findRouteClashes(routes: readonly RoutePattern[]): RouteClash[] {
  const clashes: RouteClash[] = [];
  const byShape = new Map<string, { index: number; params: string[] }[]>();
  routes.forEach((route, index) => {
    // The first earlier route that hides this one is the one worth naming.
    const hiding = pathShapes(route.path)
      .flatMap((shape) => byShape.get(shape.key) ?? [])
      .filter((earlier) => !earlier.params.some((name) => routes[earlier.index]!.params?.[name]))
      .map((earlier) => earlier.index);
    if (hiding.length) clashes.push({ earlier: Math.min(...hiding), later: index });
    for (const shape of pathShapes(route.path)) {
      const list = byShape.get(shape.key) ?? [];
      list.push({ index, params: shape.params });
      byShape.set(shape.key, list);
    }
  });
  return clashes;
}

export interface RuleProblem {
  /** Relative to the route: `/params/<name>` or `/params/<name>/pattern`. */
  pointer: string;
  message: string;
}

/** What is wrong with a route's param rules: a rule for a parameter its path does not have, or a regular expression that does not compile. */
export function routeRuleProblems(route: RoutePattern): RuleProblem[] {
  const names = new Set(segmentsOf(route.path).flatMap((segment) => SEGMENT.exec(segment)?.[1] ?? []));
  const problems: RuleProblem[] = [];
  for (const [name, rule] of Object.entries(route.params ?? {})) {
    if (!names.has(name)) {
      problems.push({
        pointer: `/params/${name}`,
        message: `There is a rule for the parameter '${name}', which the path '${route.path}' does not have; expected ${names.size ? `one of ${[...names].map((n) => `'${n}'`).join(", ")}` : "no params (the path has no parameters)"}`,
      });
    }
    if ("pattern" in rule) {
      const problem = patternProblem(rule.pattern);
      if (problem)
        problems.push({ pointer: `/params/${name}/pattern`, message: `The pattern of parameter '${name}' is not a valid regular expression: ${problem}` });
    }
  }
  return problems;
}
