import { defineBlockView } from "../../engine/index.js";
import type { ProgramDetailProps } from "./ProgramDetail.js";

/** What the browser needs of the program-detail block: its data slots and its code, loaded with the first page that shows it. */
export const programDetailView = defineBlockView<ProgramDetailProps>({
  type: "program-detail",
  heading: "always",
  slots: { program: { envelope: "generic", required: true } },
  load: () => import("./ProgramDetail.js").then((module) => ({ component: module.ProgramDetail })),
});
