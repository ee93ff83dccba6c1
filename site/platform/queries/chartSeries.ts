/** One named line/bar of a chart: a value for every point of the chart's `keys`. */
export interface ChartDataset {
  readonly key: string;
  readonly label: string;
  readonly values: readonly number[];
}

/**
 * The answer of the `statistic/…/chart` calls. `keys` are machine keys of the points (`2026-01`,
 * `comingSoon`, a province name), `labels` what a visitor reads; `series` is the total per point
 * (the sum over `datasets`), kept for clients that draw a single series.
 */
export interface Chart {
  readonly type: string;
  readonly title: string;
  readonly keys: readonly string[];
  readonly labels: readonly string[];
  readonly series: readonly number[];
  readonly datasets: readonly ChartDataset[];
  readonly total: number;
}

// Fixed names rather than Intl: the label must not depend on the ICU data of the machine.
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "Mei", "Jun", "Jul", "Agu", "Sep", "Okt", "Nov", "Des"];

/** `2026-03` → `Mar 2026`; anything else is returned as it is. */
export function monthLabel(key: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(key);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : key;
}

/** Every month from `first` to `last` (both `YYYY-MM`), so that a month without rows shows as 0, not as a gap. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split("-").map(Number) as [number, number];
  // Bounded: a decade of months is more than any chart on a page should hold.
  while ((year < lastYear || (year === lastYear && month <= lastMonth)) && months.length < 120) {
    months.push(`${year}-${String(month).padStart(2, "0")}`);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
  return months;
}

function build(type: string, title: string, keys: string[], labels: string[], datasets: ChartDataset[]): Chart {
  const series = keys.map((_key, i) => datasets.reduce((sum, dataset) => sum + (dataset.values[i] ?? 0), 0));
  return { type, title, keys, labels, series, datasets, total: series.reduce((sum, n) => sum + n, 0) };
}

/** A chart over calendar months from rows counted per month (`key` = `YYYY-MM`) and per dataset (`kind`). */
export function monthChart(
  type: string,
  title: string,
  sets: readonly { key: string; label: string }[],
  rows: readonly { key: string; kind: string; n: number }[],
): Chart {
  const present = rows
    .map((row) => row.key)
    .filter((key) => /^\d{4}-\d{2}$/.test(key))
    .sort();
  const keys = present.length ? monthRange(present[0]!, present[present.length - 1]!) : [];
  const datasets = sets.map((set) => {
    const byMonth = new Map<string, number>();
    for (const row of rows) if (row.kind === set.key) byMonth.set(row.key, (byMonth.get(row.key) ?? 0) + row.n);
    return { key: set.key, label: set.label, values: keys.map((key) => byMonth.get(key) ?? 0) };
  });
  return build(type, title, keys, keys.map(monthLabel), datasets);
}

/** A one-dataset chart over categories (provinces, class states) in the given order. */
export function chartFromCounts(
  type: string,
  title: string,
  set: { key: string; label: string },
  rows: readonly { key: string; label: string; n: number }[],
): Chart {
  return build(
    type,
    title,
    rows.map((row) => row.key),
    rows.map((row) => row.label),
    [{ ...set, values: rows.map((row) => row.n) }],
  );
}
