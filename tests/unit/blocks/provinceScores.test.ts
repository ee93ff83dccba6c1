import { describe, expect, it } from "vitest";
import { normalizeSearch, rankProvinces, searchProvinces } from "../../../blocks/province-scores/rankProvinces.js";

const counts = [
  { provinceId: 32, province: "Jawa Barat", schools: 3, students: 26, alumni: 9 },
  { provinceId: 73, province: "Sulawesi Selatan", schools: 1, students: 13, alumni: 13 },
  { provinceId: 34, province: "DI Yogyakarta", schools: 1, students: 6, alumni: 2 },
  { provinceId: 51, province: "Bali", schools: 1, students: 6, alumni: 0 },
];
const scores = [
  { rank: 1, provinceId: 32, province: "Jawa Barat", totalPoints: 1799, averagePoints: 78.2, scoredStudents: 17 },
  { rank: 2, provinceId: 73, province: "Sulawesi Selatan", totalPoints: 1694, averagePoints: 77, scoredStudents: 13 },
  { rank: 3, provinceId: 99, province: "Papua Tengah", totalPoints: 200, averagePoints: 80, scoredStudents: 3 },
];

describe("rankProvinces", () => {
  it("ranks by points, joining the counts of the same province", () => {
    const ranked = rankProvinces(counts, scores, "points");
    expect(ranked.map((row) => [row.rank, row.province, row.value])).toEqual([
      [1, "Jawa Barat", 1799],
      [2, "Sulawesi Selatan", 1694],
      [3, "Papua Tengah", 200],
    ]);
    expect(ranked[0]).toMatchObject({ students: 26, schools: 3, averagePoints: 78.2, share: 1 });
    expect(ranked[2]!.share).toBeCloseTo(200 / 1799);
  });

  it("gives equal values the same rank and skips the next (1, 2, 3, 3)", () => {
    const ranked = rankProvinces(counts, [], "students");
    expect(ranked.map((row) => [row.rank, row.province])).toEqual([
      [1, "Jawa Barat"],
      [2, "Sulawesi Selatan"],
      [3, "Bali"],
      [3, "DI Yogyakarta"],
    ]);
  });

  it("ranks by average points, where the smallest province may lead", () => {
    expect(rankProvinces(counts, scores, "averagePoints")[0]!.province).toBe("Papua Tengah");
  });

  it("leaves out provinces without a value for the metric, and rows that are not provinces", () => {
    expect(rankProvinces([], scores, "alumni")).toEqual([]);
    expect(rankProvinces([{ id: 1 }, "x", null, { provinceId: "32", province: "X" }], [], "students")).toEqual([]);
  });

  it("keeps bars at 0 when the best value is 0", () => {
    expect(rankProvinces([{ provinceId: 1, province: "A", alumni: 0 }], [], "alumni")[0]!.share).toBe(0);
  });
});

describe("searchProvinces", () => {
  const ranked = rankProvinces(counts, scores, "points");
  it("matches every word, case- and accent-insensitively, and keeps the ranks", () => {
    expect(searchProvinces(ranked, "  SULAWESI  ").map((row) => [row.rank, row.province])).toEqual([[2, "Sulawesi Selatan"]]);
    expect(searchProvinces(ranked, "jawa barat").map((row) => row.province)).toEqual(["Jawa Barat"]);
    expect(searchProvinces(ranked, "jawa timur")).toEqual([]);
    expect(searchProvinces(ranked, "")).toHaveLength(3);
  });
  it("normalizes accents and spacing", () => expect(normalizeSearch("  Pápua   Téngah ")).toBe("papua tengah"));
});
