import type { FromSchema } from "json-schema-to-ts";
import type { provinceCountsRecord, provinceScoreRecord } from "./provinceRecords.js";
import type { PROVINCE_METRICS } from "./provinceScoresSchema.js";

export type ProvinceMetric = (typeof PROVINCE_METRICS)[number];

/** A row of `statistic/provincies`. */
export type ProvinceCounts = FromSchema<typeof provinceCountsRecord>;

/** A row of `statistic/provincies/score`. */
export type ProvinceScore = FromSchema<typeof provinceScoreRecord>;

export interface RankedProvince {
  provinceId: number;
  province: string;
  rank: number;
  value: number;
  /** The value against the best province's, 0–1, for the bar. */
  share: number;
  points?: number;
  averagePoints?: number;
  scoredStudents?: number;
  schools?: number;
  students?: number;
  alumni?: number;
}

const valueOf: Record<ProvinceMetric, (row: Omit<RankedProvince, "rank" | "value" | "share">) => number | undefined> = {
  points: (row) => row.points,
  averagePoints: (row) => row.averagePoints,
  students: (row) => row.students,
  schools: (row) => row.schools,
  alumni: (row) => row.alumni,
};

const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const isRow = (value: unknown): value is { provinceId: number; province: string } & Record<string, unknown> =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { provinceId?: unknown }).provinceId === "number" &&
  typeof (value as { province?: unknown }).province === "string";

/**
 * Joins the per-province counts and scores by province id and ranks them by `metric`, highest
 * first; equal values share a rank (1, 2, 2, 4). Provinces without a value for the metric are left out.
 * Rows that are not province rows (a wrongly bound source) are ignored.
 */
export function rankProvinces(counts: readonly unknown[], scores: readonly unknown[], metric: ProvinceMetric): RankedProvince[] {
  const byId = new Map<number, Omit<RankedProvince, "rank" | "value" | "share">>();
  for (const row of counts.filter(isRow)) {
    byId.set(row.provinceId, {
      provinceId: row.provinceId,
      province: row.province,
      schools: num(row.schools),
      students: num(row.students),
      alumni: num(row.alumni),
    });
  }
  for (const row of scores.filter(isRow)) {
    const known = byId.get(row.provinceId) ?? { provinceId: row.provinceId, province: row.province };
    byId.set(row.provinceId, { ...known, points: num(row.totalPoints), averagePoints: num(row.averagePoints), scoredStudents: num(row.scoredStudents) });
  }
  const valued = [...byId.values()]
    .map((row) => ({ row, value: valueOf[metric](row) }))
    .filter((entry): entry is { row: (typeof entry)["row"]; value: number } => entry.value !== undefined)
    .sort((a, b) => b.value - a.value || a.row.province.localeCompare(b.row.province, "id"));
  const best = valued[0]?.value ?? 0;
  let rank = 0;
  return valued.map((entry, index) => {
    if (index === 0 || entry.value !== valued[index - 1]!.value) rank = index + 1;
    return { ...entry.row, rank, value: entry.value, share: best > 0 ? Math.max(0, entry.value / best) : 0 };
  });
}

/** Case- and accent-insensitive, so "yogya" finds "DI Yogyakarta" and "dki" finds "DKI Jakarta". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The ranked rows whose province name holds every word of the query; ranks stay as they were. */
export function searchProvinces(rows: readonly RankedProvince[], query: string): RankedProvince[] {
  const words = normalizeSearch(query).split(" ").filter(Boolean);
  if (!words.length) return [...rows];
  return rows.filter((row) => {
    const name = normalizeSearch(row.province);
    return words.every((word) => name.includes(word));
  });
}
