import { describe, expect, it } from "vitest";
import { chartRows, LABEL_KEY } from "../../../blocks/stat-chart/chartRows.js";

describe("chartRows (stat-chart data mapping)", () => {
  it("maps labels and datasets to one row per point and one series per dataset", () => {
    const chart = chartRows({
      title: "Pendaftaran per bulan",
      labels: ["Jan 2026", "Feb 2026"],
      datasets: [
        { key: "enrollment", label: "Pendaftaran kelas", values: [10, 7] },
        { key: "team", label: "Tim", values: [0, 2] },
      ],
    });
    expect(chart?.rows).toEqual([
      { [LABEL_KEY]: "Jan 2026", enrollment: 10, team: 0 },
      { [LABEL_KEY]: "Feb 2026", enrollment: 7, team: 2 },
    ]);
    expect(chart?.series).toEqual([
      { name: "enrollment", label: "Pendaftaran kelas", color: "brand.6" },
      { name: "team", label: "Tim", color: "accent.6" },
    ]);
    expect(chart?.total).toBe(19);
  });

  it("leaves out datasets that are zero everywhere, but keeps one when all are", () => {
    const some = chartRows({
      labels: ["A"],
      datasets: [
        { key: "a", label: "A", values: [3] },
        { key: "school", label: "Sekolah", values: [0] },
      ],
    });
    expect(some?.series.map((set) => set.name)).toEqual(["a"]);
    const none = chartRows({
      labels: ["A"],
      datasets: [
        { key: "a", label: "A", values: [0] },
        { key: "b", label: "B", values: [0] },
      ],
    });
    expect(none?.series.map((set) => set.name)).toEqual(["a"]);
  });

  it("reads a plain `series` when there are no datasets", () => {
    const chart = chartRows({ title: "Siswa", labels: ["x", "y"], series: [1, 2] });
    expect(chart?.rows).toEqual([
      { label: "x", value: 1 },
      { label: "y", value: 2 },
    ]);
    expect(chart?.series[0]?.label).toBe("Siswa");
  });

  it("does not let a dataset overwrite the label key, and fills missing values with 0", () => {
    const chart = chartRows({ labels: ["a", "b"], datasets: [{ key: "label", label: "L", values: [5] }] });
    expect(chart?.rows).toEqual([
      { label: "a", series1: 5 },
      { label: "b", series1: 0 },
    ]);
  });

  it.each([null, 3, "x", [], {}, { labels: [1] }, { labels: ["a"], series: ["1"] }, { labels: ["a"], datasets: [{ values: [Number.NaN] }] }])(
    "answers null for what is not a chart: %j",
    (data) => expect(chartRows(data)).toBeNull(),
  );
});
