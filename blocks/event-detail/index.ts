import { defineBlock, withSlotRecords } from "../../engine/index.js";
import { eventRecordSchema } from "../event-list/eventRecordSchema.js";
import { eventDetailView } from "./view.js";
import { eventDetailSchema } from "./eventDetailSchema.js";

/** One webinar or event from `v1/class/webinar/detail` (by slug, or by id on /Event/Program/{id}/{slug?}). */
export const eventDetailBlock = defineBlock({
  ...eventDetailView,
  slots: withSlotRecords(eventDetailView.slots, { event: { record: eventRecordSchema } }),
  description: "A webinar or event: status, schedule, duration, speaker, venue, agenda (sanitized HTML), a sign-up button while it has not ended, and a link to its program.",
  propsSchema: eventDetailSchema,
  example: {
    props: { back: { label: "Semua acara", to: "/Event" }, cta: { label: "Daftar gratis", to: "/Make-Appointment" } },
    data: { event: { source: "class.webinar.detail", params: { slug: "demo-literasi-webinar-2" } } },
  },
});
