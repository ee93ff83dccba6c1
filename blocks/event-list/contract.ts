import { defineBlockContract } from "../../engine/index.js";
import { eventRecordSchema } from "../shared/event/eventRecordSchema.js";
import { eventListSchema } from "./eventListSchema.js";

/** Webinars and events from `v1/class/webinar`, upcoming first, as dated cards; paginated by a query-string page. */
export const eventListContract = defineBlockContract({
  type: "event-list",
  interactive: false,
  heading: "title",
  slots: { events: { envelope: "paginated", required: true, record: eventRecordSchema } },
  description:
    "Webinars and events as cards with a date tile, status (akan datang, sedang berlangsung, telah berlangsung), schedule, speaker and venue; paginated by a query-string page.",
  propsSchema: eventListSchema,
  example: {
    props: { eyebrow: "Acara", title: "Webinar dan acara terdekat", detailPath: "/Event/{slug}" },
    data: { events: { source: "class.webinar", params: { page: { query: "page", default: 1 }, perPage: 6 } } },
  },
});
