import { defineBlockView } from "../../engine/index.js";
import type { StatBatchesProps } from "./StatBatches.js";

/** What the browser needs of the stat-batches block: its data slots and its code, loaded with the first page that shows it. */
export const statBatchesView = defineBlockView<StatBatchesProps>({
  type: "stat-batches",
  heading: "title",
  slots: { batches: { envelope: "generic", required: true } },
  load: () => import("./StatBatches.js").then((module) => ({ component: module.StatBatches })),
});
