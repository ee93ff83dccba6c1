import { defineBlockView } from "../../engine/index.js";
import type { CareerDetailProps } from "./CareerDetail.js";

/** What the browser needs of the career-detail block: its data slots and its code, loaded with the first page that shows it. */
export const careerDetailView = defineBlockView<CareerDetailProps>({
  type: "career-detail",
  heading: "always",
  slots: { career: { envelope: "generic", required: true }, jobs: { envelope: "paginated" } },
  load: () => import("./CareerDetail.js").then((module) => ({ component: module.CareerDetail })),
});
