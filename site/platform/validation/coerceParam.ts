import type { CatalogueParam } from "../catalogue/catalogue.js";

const INTEGER = /^[+-]?\d+$/;

function toInteger(raw: unknown): unknown {
  if (typeof raw !== "string" || !INTEGER.test(raw.trim())) return raw;
  const value = Number(raw.trim());
  // Unsafe integers stay strings so the schema rejects them instead of silently rounding.
  return Number.isSafeInteger(value) ? value : raw;
}

function toBoolean(raw: unknown): unknown {
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  return raw;
}

function toIntegerList(raw: unknown): unknown {
  // Repeated query keys (`programIds=1&programIds=3`) arrive as an array; treat them like a comma list.
  const parts = Array.isArray(raw)
    ? raw.flatMap((item) => (typeof item === "string" ? item.split(",") : [item]))
    : typeof raw === "string"
      ? raw.split(",")
      : raw;
  if (!Array.isArray(parts)) return raw;
  return parts.filter((part) => part !== "").map(toInteger);
}

/**
 * Query strings and form bodies carry text; this turns text into the param's type so the schema can check it.
 * Values that do not convert are passed through unchanged and fail the schema with a precise error.
 */
export function coerceParam(param: CatalogueParam, raw: unknown): unknown {
  switch (param.type) {
    case "integer":
      return toInteger(raw);
    case "boolean":
      return toBoolean(raw);
    case "integer-list":
      return toIntegerList(raw);
    case "string":
      return raw;
  }
}
