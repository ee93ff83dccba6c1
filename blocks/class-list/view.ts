import { defineBlockView } from "../../engine/index.js";
import type { ClassListProps } from "./ClassList.js";

/** What the browser needs of the class-list block: its data slots and its code, loaded with the first page that shows it. */
export const classListView = defineBlockView<ClassListProps>({
  type: "class-list",
  heading: "title",
  slots: { classes: { envelope: "paginated", required: true }, programs: { envelope: "generic" } },
  load: () => import("./ClassList.js").then((module) => ({ component: module.ClassList, lazyParts: [module.ClassFilterBar] })),
});
