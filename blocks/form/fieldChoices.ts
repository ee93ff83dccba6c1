import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { coerceParamValue, type ParamValues } from "../../schemas/catalogue/paramValues.js";
import type { ResolvedBinding } from "../../engine/index.js";
import type { FormField } from "../shared/form/fieldRules.js";

/** A select's value while it is on its `other` option: never sent, never a parameter's value. */
export const OTHER_CHOICE = "__other";

export type Choice = { value: string; label: string };

/**
 * A select's options from its source's items (a list, or a paginated list's items), by the field's
 * `choicesFrom` keys, with the `other` option last.
 */
export function choicesOf(field: FormField, data: unknown): Choice[] {
  if (!field.choicesFrom) return field.options ?? [];
  const { value, label, other } = field.choicesFrom;
  const items = Array.isArray(data) ? data : ((data as { items?: unknown } | undefined)?.items ?? []);
  const choices = (Array.isArray(items) ? (items as Record<string, unknown>[]) : []).flatMap((item) =>
    item[value] !== undefined && item[label] !== undefined ? [{ value: String(item[value]), label: String(item[label]) }] : [],
  );
  return other ? [...choices, { value: OTHER_CHOICE, label: other }] : choices;
}

/** Where a select's options stand: asked for, waiting for another field, failed or ready. */
export interface ChoicesState {
  waitingFor?: string;
  loading?: boolean;
  failed?: boolean;
  retry?: () => void;
}

/** The fields whose values a field's own options are asked with (`{ "field": name }` params). */
export function referencedFields(field: FormField): string[] {
  return Object.values(field.choicesFrom?.params ?? {}).flatMap((value) =>
    typeof value === "object" && value !== null && "field" in value ? [value.field] : [],
  );
}

/**
 * The fields to clear when `name` changes: those whose options were asked with its value, and theirs in
 * turn (a new province clears the city, and the school of that city).
 */
export function dependentFields(fields: readonly FormField[], name: string): string[] {
  const cleared: string[] = [];
  const queue = [name];
  while (queue.length) {
    const changed = queue.shift()!;
    for (const field of fields) {
      if (!cleared.includes(field.name) && referencedFields(field).includes(changed)) {
        cleared.push(field.name);
        queue.push(field.name);
      }
    }
  }
  return cleared;
}

/** Whether a field is on the form now: an `onlyWithOther` field only while its select is on `other`. */
export function isShown(field: FormField, values: Readonly<Record<string, string>>): boolean {
  return !field.onlyWithOther || values[field.onlyWithOther] === OTHER_CHOICE;
}

/**
 * A field's own options source with the form's current values, as a resolved binding; a referenced
 * field still empty leaves its parameter missing, so the query waits. Undefined without a source.
 */
export function lookupBinding(field: FormField, values: Readonly<Record<string, string>>): ResolvedBinding | undefined {
  const from = field.choicesFrom;
  if (!from?.source) return undefined;
  const entry = findCatalogueEntry(from.source);
  if (!entry) return undefined;
  const resolved: ParamValues = {};
  const missing: string[] = [];
  for (const [name, bound] of Object.entries(from.params ?? {})) {
    const param = entry.params.find((p) => p.name === name);
    if (!param) continue;
    const raw = typeof bound === "object" && bound !== null ? values[bound.field] : bound;
    const value = raw === OTHER_CHOICE ? undefined : coerceParamValue(param, raw);
    if (value === undefined) missing.push(name);
    else resolved[name] = value;
  }
  for (const param of entry.params) if (param.required && resolved[param.name] === undefined && !missing.includes(param.name)) missing.push(param.name);
  return { entry, values: resolved, missing };
}
