import type { Binding } from "../../../engine/index.js";
import { CLASS_BADGES } from "./classBadge.js";

/** The class-list parameters a visitor may filter by, when the layout binds them to a query value. */
export const FILTER_PARAMS = ["search", "state", "level", "programIds", "filter.type"] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export interface FilterOption {
  value: string;
  label: string;
}

export const LEVEL_LABELS: Readonly<Record<string, string>> = { beginner: "Pemula", intermediate: "Menengah", advanced: "Lanjutan" };
export const TYPE_LABELS: Readonly<Record<string, string>> = { online: "Daring", offline: "Luring", hybrid: "Hibrida", class: "Kelas", course: "Kursus" };

/** The states' labels; "none" is not a filter value (`v1/class/active` filters only the four flags). */
export const STATE_OPTIONS: readonly FilterOption[] = CLASS_BADGES.map(({ state, label }) => ({ value: state, label }));
export const LEVEL_OPTIONS: readonly FilterOption[] = Object.entries(LEVEL_LABELS).map(([value, label]) => ({ value, label }));
export const TYPE_OPTIONS: readonly FilterOption[] = ["online", "offline", "hybrid"].map((value) => ({ value, label: TYPE_LABELS[value]! }));

/** The query-string key that feeds a binding parameter, if the layout bound it to one. */
export function queryKeyOf(binding: Binding | undefined, param: string): string | undefined {
  const value = binding?.params?.[param];
  return typeof value === "object" && value !== null && "query" in value ? value.query : undefined;
}

/** Which filters the list offers, and under which query key each one lives. */
export function filterKeys(binding: Binding | undefined): Partial<Record<FilterParam, string>> {
  const keys: Partial<Record<FilterParam, string>> = {};
  for (const param of FILTER_PARAMS) {
    const key = queryKeyOf(binding, param);
    if (key) keys[param] = key;
  }
  return keys;
}

/**
 * The query string after one filter changed: the value is set (or removed when empty) and the page goes back to 1
 * (its key is dropped), since page 3 of the old results means nothing for the new ones.
 */
export function withFilter(search: string, key: string, value: string | null | undefined, pageKey: string | undefined): string {
  const params = new URLSearchParams(search);
  const trimmed = value?.trim() ?? "";
  if (trimmed) params.set(key, trimmed);
  else params.delete(key);
  if (pageKey) params.delete(pageKey);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Whether a class list shows its filter bar: filters not switched off, and at least one bound to the query string. */
export function showsFilterBar(props: { filters?: boolean } | undefined, binding: Binding | undefined): boolean {
  return props?.filters !== false && Object.keys(filterKeys(binding)).length > 0;
}
