import { defineBlockView } from "../../engine/index.js";
import type { SyllabusProps } from "./Syllabus.js";

/** What the browser needs of the syllabus block: its data slots and its code, loaded with the first page that shows it. */
export const syllabusView = defineBlockView<SyllabusProps>({
  type: "syllabus",
  heading: "title",
  slots: { silabus: { envelope: "generic" }, program: { envelope: "generic" }, programs: { envelope: "generic" } },
  load: () => import("./Syllabus.js").then((module) => ({ component: module.Syllabus })),
});
