import { defineBlockContract } from "../../engine/index.js";
import { eventDetailRecord } from "./eventDetailRecord.js";
import { eventDetailSchema } from "./eventDetailSchema.js";

/** One webinar or event from `v1/class/webinar/detail` (by slug, or by id on /Event/Program/{id}/{slug?}). */
export const eventDetailContract = defineBlockContract({
  type: "event-detail",
  interactive: false,
  heading: "always",
  slots: { event: { envelope: "generic", required: true, record: eventDetailRecord } },
  description:
    "A webinar or event: status, schedule, duration, speaker, venue, agenda (sanitized HTML), a sign-up button while it has not ended, and a link to its program.",
  propsSchema: eventDetailSchema,
  example: {
    props: { back: { label: "Semua acara", to: "/Event" }, cta: { label: "Daftar gratis", to: "/Make-Appointment" } },
    data: { event: { source: "class.webinar.detail", params: { slug: "demo-literasi-webinar-2" } } },
  },
});
