import { defineBlockView } from "../../engine/index.js";
import type { ClassCompetenceProps } from "./ClassCompetence.js";

/** What the browser needs of the class-competence block: its data slots and its code, loaded with the first page that shows it. */
export const classCompetenceView = defineBlockView<ClassCompetenceProps>({
  type: "class-competence",
  heading: "always",
  slots: { class: { envelope: "generic", required: true }, syllabus: { envelope: "generic", required: true } },
  load: () => import("./ClassCompetence.js").then((module) => ({ component: module.ClassCompetence })),
});
