import { defineBlockView } from "../../engine/index.js";
import type { CareerListProps } from "./CareerList.js";

/** What the browser needs of the career-list block: its data slots and its code, loaded with the first page that shows it. */
export const careerListView = defineBlockView<CareerListProps>({
  type: "career-list",
  heading: "title",
  slots: { careers: { envelope: "paginated", required: true } },
  load: () => import("./CareerList.js").then((module) => ({ component: module.CareerList })),
});
