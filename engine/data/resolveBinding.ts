import { getCatalogueEntry, type CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { coerceParamValue, type ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { Binding, BindingParamValue, BindingScope } from "./types.js";

export interface ResolvedBinding {
  entry: CatalogueEntry;
  values: ParamValues;
  /** Required parameters with no value (e.g. an optional route segment left out). */
  missing: string[];
}

function rawValue(value: BindingParamValue, scope: BindingScope): unknown {
  if (typeof value !== "object" || value === null) return value;
  if ("route" in value) return scope.routeParams[value.route];
  const fromQuery = scope.search.get(value.query);
  return fromQuery === null || fromQuery === "" ? value.default : fromQuery;
}

/** Resolves a layout binding against the current route params and query string. */
export function resolveBinding(binding: Binding, scope: BindingScope): ResolvedBinding {
  const entry = getCatalogueEntry(binding.source);
  const values: ParamValues = {};
  for (const param of entry.params) {
    const bound = binding.params?.[param.name];
    if (bound === undefined) continue;
    let value = coerceParamValue(param, rawValue(bound, scope));
    // A query value that does not fit (e.g. ?page=abc) falls back to the binding's default.
    if (value === undefined && typeof bound === "object" && bound !== null && "query" in bound) {
      value = coerceParamValue(param, bound.default);
    }
    if (value !== undefined) values[param.name] = value;
  }
  const missing = entry.params.filter((p) => p.required && p.in !== "body" && values[p.name] === undefined).map((p) => p.name);
  // With none of its alternatives (post.detail: id or slug), the call cannot be made either.
  if (entry.oneOfRequired && entry.oneOfRequired.every((name) => values[name] === undefined)) missing.push(entry.oneOfRequired.join(" or "));
  return { entry, values, missing };
}
