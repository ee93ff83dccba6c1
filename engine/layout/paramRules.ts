import type { ParamRule } from "./types.js";

export type RouteParams = Readonly<Record<string, string | undefined>>;
export type ParamRules = Readonly<Record<string, ParamRule>>;

const DIGITS = /^[0-9]+$/;

/** The regular expression of a `pattern` rule: anchored, so the whole value must match. */
export function patternRegExp(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, "u");
}

/** Why a `pattern` rule cannot be compiled, or undefined when it can. */
export function patternProblem(pattern: string): string | undefined {
  try {
    patternRegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// Compiled once per pattern text: rules are checked on every request of their route.
const compiled = new Map<string, RegExp>();

export function paramPasses(rule: ParamRule, value: string): boolean {
  if ("type" in rule) return DIGITS.test(value);
  if ("enum" in rule) return rule.enum.some((allowed) => allowed.toLowerCase() === value.toLowerCase());
  let regExp = compiled.get(rule.pattern);
  if (!regExp) compiled.set(rule.pattern, (regExp = patternRegExp(rule.pattern)));
  return regExp.test(value);
}

/** True when every present parameter passes its rule (an absent optional parameter passes). */
export function paramsPass(rules: ParamRules | undefined, params: RouteParams): boolean {
  if (!rules) return true;
  return Object.entries(rules).every(([name, rule]) => {
    const value = params[name];
    return value === undefined || paramPasses(rule, value);
  });
}
