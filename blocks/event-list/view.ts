import { defineBlockView } from "../../engine/index.js";
import type { EventListProps } from "./EventList.js";

/** What the browser needs of the event-list block: its data slots and its code, loaded with the first page that shows it. */
export const eventListView = defineBlockView<EventListProps>({
  type: "event-list",
  heading: "title",
  slots: { events: { envelope: "paginated", required: true } },
  load: () => import("./EventList.js").then((module) => ({ component: module.EventList })),
});
