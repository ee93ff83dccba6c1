import { isRecord } from "../../engine/index.js";

/** What the chart components draw: one row per point, one series per dataset. */
export interface ChartRows {
  title: string;
  rows: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  total: number;
}

/** Colours of the datasets in order: the tenant's two colours first, then Mantine's. */
// Palettes the page stylesheet keeps (see UNUSED_PALETTES): a series in a stripped palette would have no colour.
export const SERIES_COLORS = ["brand.6", "accent.6", "blue.6", "orange.6", "green.6", "red.6"] as const;

/** The row key that holds a point's label; datasets may not use it. */
export const LABEL_KEY = "label";

const numbers = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((n) => typeof n === "number" && Number.isFinite(n)) ? (value as number[]) : undefined;

/**
 * Maps the platform's chart answer (`labels`, `datasets` or a plain `series`) to chart rows.
 * Returns null for anything that is not a chart, so that a wrongly bound source shows a notice, not a crash.
 */
export function chartRows(data: unknown): ChartRows | null {
  if (!isRecord(data) || !Array.isArray(data.labels) || !data.labels.every((label) => typeof label === "string")) return null;
  const labels = data.labels as string[];
  const given = Array.isArray(data.datasets) ? data.datasets.filter(isRecord) : [];
  const datasets = given.length
    ? given.map((set, i) => ({
        key: typeof set.key === "string" && set.key !== LABEL_KEY ? set.key : `series${i + 1}`,
        label: typeof set.label === "string" ? set.label : `Data ${i + 1}`,
        values: numbers(set.values),
      }))
    : [{ key: "value", label: typeof data.title === "string" ? data.title : "Jumlah", values: numbers(data.series) }];
  if (datasets.some((set) => !set.values)) return null;
  // A dataset that is zero everywhere only clutters the legend (e.g. no school signed up yet).
  const shown = datasets.filter((set) => set.values!.some((n) => n !== 0));
  const kept = shown.length ? shown : datasets.slice(0, 1);
  const rows = labels.map(
    (label, i) => Object.fromEntries([[LABEL_KEY, label], ...kept.map((set) => [set.key, set.values![i] ?? 0])]) as Record<string, string | number>,
  );
  return {
    title: typeof data.title === "string" ? data.title : "",
    rows,
    series: kept.map((set, i) => ({ name: set.key, label: set.label, color: SERIES_COLORS[i % SERIES_COLORS.length]! })),
    total: kept.reduce((sum, set) => sum + set.values!.reduce((a, b) => a + b, 0), 0),
  };
}
