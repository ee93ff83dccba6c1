import type { CatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { coerceParamValue, type ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { Binding } from "../../engine/index.js";
import { isShown, OTHER_CHOICE } from "./fieldChoices.js";
import type { FormField } from "../shared/form/fieldRules.js";
import { paramOf } from "./paramOf.js";

/**
 * What the form sends: the layout's constants (`binding.params`) and the values of the fields shown,
 * trimmed and typed as the parameters are. A select on its `other` option sends nothing.
 */
export function sentValues(
  fields: readonly FormField[],
  binding: Binding | undefined,
  entry: CatalogueEntry | undefined,
  values: Record<string, string>,
): ParamValues {
  const params: ParamValues = {};
  const shown = Object.fromEntries(
    fields
      .filter((field) => field.sent !== false && isShown(field, values) && values[field.name] !== OTHER_CHOICE)
      .map((field) => [field.name, values[field.name] ?? ""]),
  );
  for (const [name, raw] of Object.entries({ ...binding?.params, ...shown })) {
    const param = paramOf(entry, name);
    const value = param ? coerceParamValue(param, typeof raw === "string" ? raw.trim() : raw) : undefined;
    if (value !== undefined) params[name] = value;
  }
  return params;
}
