import { defineBlockView } from "../../engine/index.js";
import type { ProgramListProps } from "./ProgramList.js";

/** What the browser needs of the program-list block: its data slots and its code, loaded with the first page that shows it. */
export const programListView = defineBlockView<ProgramListProps>({
  type: "program-list",
  heading: "title",
  slots: { programs: { envelope: "paginated", required: true } },
  load: () => import("./ProgramList.js").then((module) => ({ component: module.ProgramList })),
});
