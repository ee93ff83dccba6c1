import { defineBlockContract } from "../../engine/index.js";
import { chartRecord } from "./chartRecord.js";
import { expectSources } from "../shared/expectSources.js";
import { statChartSchema } from "./statChartSchema.js";

/** Sources that answer a chart (labels and datasets). */
export const CHART_SOURCES = ["statistic.chart", "statistic.students.chart", "statistic.registrar.chart"] as const;

/** A statistics chart from `statistic/chart/{type}`, `statistic/students/chart` or `statistic/registrar/chart`. */
export const statChartContract = defineBlockContract({
  type: "stat-chart",
  interactive: true,
  heading: "title",
  slots: { chart: { envelope: "generic", required: true, record: chartRecord } },
  description:
    "A statistics chart (line, bar or area; stacked or horizontal bars) drawn in the browser, with its numbers as an accessible table in the server HTML.",
  propsSchema: statChartSchema,
  check: expectSources({ chart: CHART_SOURCES }),
  example: {
    props: {
      eyebrow: "Statistik",
      title: "Pendaftaran per bulan",
      subtitle: "Pendaftaran kelas, akun, tim dan sekolah setiap bulan.",
      kind: "bar",
      stacked: true,
    },
    data: { chart: { source: "statistic.registrar.chart" } },
  },
});
