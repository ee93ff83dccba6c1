import { defineBlockView } from "../../engine/index.js";
import type { CourseChapterProps } from "./CourseChapter.js";

/** What the browser needs of the course-chapter block: its data slots and its code, loaded with the first page that shows it. */
export const courseChapterView = defineBlockView<CourseChapterProps>({
  type: "course-chapter",
  heading: "always",
  slots: { chapter: { envelope: "generic", required: true } },
  load: () => import("./CourseChapter.js").then((module) => ({ component: module.CourseChapter })),
});
