import type { CatalogueEntry, CatalogueParam } from "./catalogue.js";

/** A concrete parameter value, after bindings are resolved. */
export type ParamValue = string | number | boolean | number[];
export type ParamValues = Record<string, ParamValue>;

/**
 * Coerces a raw value (from the query string, a route param or a layout constant) to the param's
 * declared type. Returns undefined when it cannot be coerced, so a bad `?page=abc` falls back to the
 * binding's default instead of failing the page.
 */
export function coerceParamValue(param: CatalogueParam, raw: unknown): ParamValue | undefined {
  if (raw === undefined || raw === null || raw === "") return undefined;
  switch (param.type) {
    case "integer": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" && /^[+-]?\d+$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
      if (!Number.isSafeInteger(n)) return undefined;
      if (param.minimum !== undefined && n < param.minimum) return undefined;
      if (param.maximum !== undefined && n > param.maximum) return undefined;
      return n;
    }
    case "boolean":
      if (typeof raw === "boolean") return raw;
      if (raw === "true" || raw === "1") return true;
      if (raw === "false" || raw === "0") return false;
      return undefined;
    case "integer-list": {
      const parts = Array.isArray(raw) ? raw : String(raw).split(",");
      const list = parts.map((part) => Number(String(part).trim()));
      return list.every((n) => Number.isSafeInteger(n)) ? list : undefined;
    }
    case "string": {
      const s = String(raw);
      if (param.enum && !param.enum.includes(s)) return undefined;
      // Code points, as JSON Schema's maxLength counts them: an emoji is one character, not two.
      if (param.maxLength !== undefined && [...s].length > param.maxLength) return undefined;
      return s;
    }
  }
}

/** Serialises a value the way the platform reads it from a query string. */
export function serializeParamValue(value: ParamValue): string {
  return Array.isArray(value) ? value.join(",") : String(value);
}

export function paramsOf(entry: CatalogueEntry, location: CatalogueParam["in"]): CatalogueParam[] {
  return entry.params.filter((param) => param.in === location);
}
