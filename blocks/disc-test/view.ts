import { defineBlockView } from "../../engine/index.js";
import type { DiscTestProps } from "./DiscTest.js";

/** What the browser needs of the DISC test: its submit slot and its code, loaded with the first page that shows it. */
export const discTestView = defineBlockView<DiscTestProps>({
  type: "disc-test",
  heading: "title",
  slots: { submit: { use: "submit", envelope: "rows", required: true } },
  load: () => import("./DiscTest.js").then((module) => ({ component: module.DiscTest })),
});
