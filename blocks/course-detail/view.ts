import { defineBlockView } from "../../engine/index.js";
import type { CourseDetailProps } from "./CourseDetail.js";

/** What the browser needs of the course-detail block: its data slots and its code, loaded with the first page that shows it. */
export const courseDetailView = defineBlockView<CourseDetailProps>({
  type: "course-detail",
  heading: "always",
  slots: { course: { envelope: "generic", required: true }, syllabus: { envelope: "generic", required: true } },
  load: () => import("./CourseDetail.js").then((module) => ({ component: module.CourseDetail })),
});
