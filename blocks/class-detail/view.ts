import { defineBlockView } from "../../engine/index.js";
import type { ClassDetailProps } from "./ClassDetail.js";

/** What the browser needs of the class-detail block: its data slots and its code, loaded with the first page that shows it. */
export const classDetailView = defineBlockView<ClassDetailProps>({
  type: "class-detail",
  heading: "always",
  slots: { class: { envelope: "generic", required: true } },
  load: () => import("./ClassDetail.js").then((module) => ({ component: module.ClassDetail })),
});
