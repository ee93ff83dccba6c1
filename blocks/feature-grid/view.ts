import { defineBlockView } from "../../engine/index.js";
import type { FeatureGridProps } from "./FeatureGrid.js";

/** What the browser needs of the feature-grid block: its data slots and its code, loaded with the first page that shows it. */
export const featureGridView = defineBlockView<FeatureGridProps>({
  type: "feature-grid",
  heading: "title",
  slots: {},
  load: () => import("./FeatureGrid.js").then((module) => ({ component: module.FeatureGrid })),
});
