import { defineBlockView } from "../../engine/index.js";
import type { StatChartProps } from "./StatChart.js";

/** What the browser needs of the stat-chart block: its data slots and its code, loaded with the first page that shows it. */
export const statChartView = defineBlockView<StatChartProps>({
  type: "stat-chart",
  heading: "title",
  slots: { chart: { envelope: "generic", required: true } },
  load: () => import("./StatChart.js").then((module) => ({ component: module.StatChart })),
});
