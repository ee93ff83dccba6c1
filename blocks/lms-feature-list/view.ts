import { defineBlockView } from "../../engine/index.js";
import type { LmsFeatureListProps } from "./LmsFeatureList.js";

/** What the browser needs of the lms-feature-list block: its data slots and its code, loaded with the first page that shows it. */
export const lmsFeatureListView = defineBlockView<LmsFeatureListProps>({
  type: "lms-feature-list",
  heading: "title",
  slots: {},
  load: () => import("./LmsFeatureList.js").then((module) => ({ component: module.LmsFeatureList })),
});
