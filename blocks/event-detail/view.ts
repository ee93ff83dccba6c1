import { defineBlockView } from "../../engine/index.js";
import type { EventDetailProps } from "./EventDetail.js";

/** What the browser needs of the event-detail block: its data slots and its code, loaded with the first page that shows it. */
export const eventDetailView = defineBlockView<EventDetailProps>({
  type: "event-detail",
  heading: "always",
  slots: { event: { envelope: "generic", required: true } },
  load: () => import("./EventDetail.js").then((module) => ({ component: module.EventDetail })),
});
