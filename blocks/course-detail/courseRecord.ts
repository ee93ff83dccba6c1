import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the course-detail block reads of its `course` record (the class overview of a course). */
export const courseRecord = readsRecord("classOverview", {
  required: ["name", "slug", "comingSoon", "onRegistration", "started", "ended"],
  optional: ["description", "level", "logo", "programName"],
});
