import type { CatalogueParam } from "../catalogue/catalogue.js";
import { describeExpected } from "./describeExpected.js";

export type ParamLocation = "query" | "body" | "path";

function show(raw: unknown): string {
  const text = typeof raw === "string" ? `'${raw}'` : (JSON.stringify(raw) ?? String(raw));
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function problem(keyword: string, raw: unknown): string {
  switch (keyword) {
    case "required":
      return "wajib diisi tetapi tidak dikirim";
    case "minimum":
    case "exclusiveMinimum":
      return `bernilai ${show(raw)}, terlalu kecil`;
    case "maximum":
    case "exclusiveMaximum":
      return `bernilai ${show(raw)}, terlalu besar`;
    case "minLength":
      return `bernilai ${show(raw)}, terlalu pendek`;
    case "maxLength":
      return `terlalu panjang (${typeof raw === "string" ? raw.length : "?"} karakter)`;
    case "maxItems":
      return "berisi terlalu banyak nilai";
    case "minItems":
      return "tidak berisi satu nilai pun";
    case "enum":
      return `bernilai ${show(raw)} yang tidak dikenal`;
    case "format":
    case "pattern":
      return `bernilai ${show(raw)} yang formatnya tidak sah`;
    default:
      return `bernilai ${show(raw)} yang tidak sah`;
  }
}

/** One sentence: which field, what was wrong with it, and what was expected instead. */
export function describeParamError(param: CatalogueParam, location: ParamLocation, keyword: string, raw: unknown): string {
  const noun = location === "body" ? "Kolom" : location === "path" ? "Segmen path" : "Parameter";
  return `${noun} '${param.name}' ${problem(keyword, raw)}; seharusnya ${describeExpected(param)}.`;
}
