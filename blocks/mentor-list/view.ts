import { defineBlockView } from "../../engine/index.js";
import type { MentorListProps } from "./MentorList.js";

/** What the browser needs of the mentor-list block: its data slots and its code, loaded with the first page that shows it. */
export const mentorListView = defineBlockView<MentorListProps>({
  type: "mentor-list",
  heading: "title",
  slots: { mentors: { envelope: "generic", required: true } },
  load: () => import("./MentorList.js").then((module) => ({ component: module.MentorList })),
});
