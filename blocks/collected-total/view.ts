import { defineBlockView } from "../../engine/index.js";
import type { CollectedTotalProps } from "./CollectedTotal.js";

/** What the browser needs of the collected total: the rows it sums and its code. */
export const collectedTotalView = defineBlockView<CollectedTotalProps>({
  type: "collected-total",
  heading: "title",
  slots: { rows: { envelope: "rows", required: true } },
  load: () => import("./CollectedTotal.js").then((module) => ({ component: module.CollectedTotal })),
});
