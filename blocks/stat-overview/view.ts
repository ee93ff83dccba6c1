import { defineBlockView } from "../../engine/index.js";
import type { StatOverviewProps } from "./StatOverview.js";

/** What the browser needs of the stat-overview block: its data slots and its code, loaded with the first page that shows it. */
export const statOverviewView = defineBlockView<StatOverviewProps>({
  type: "stat-overview",
  heading: "title",
  slots: { stats: { envelope: "generic", required: true } },
  load: () => import("./StatOverview.js").then((module) => ({ component: module.StatOverview })),
});
