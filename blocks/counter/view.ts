import { defineBlockView } from "../../engine/index.js";
import type { CounterProps } from "./Counter.js";

/** What the browser needs of the counter block: its data slots and its code, loaded with the first page that shows it. */
export const counterView = defineBlockView<CounterProps>({
  type: "counter",
  heading: "title",
  slots: { counter: { envelope: "generic", required: true } },
  load: () => import("./Counter.js").then((module) => ({ component: module.Counter })),
});
