import { defineBlockView } from "../../engine/index.js";
import type { LmsFeatureDetailProps } from "./LmsFeatureDetail.js";

/** What the browser needs of the lms-feature-detail block: its data slots and its code, loaded with the first page that shows it. */
export const lmsFeatureDetailView = defineBlockView<LmsFeatureDetailProps>({
  type: "lms-feature-detail",
  heading: "always",
  slots: {},
  load: () => import("./LmsFeatureDetail.js").then((module) => ({ component: module.LmsFeatureDetail, head: module.lmsFeatureHead })),
});
