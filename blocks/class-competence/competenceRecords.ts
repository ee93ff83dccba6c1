import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the class-competence block reads of its `class` record (the overview: names and the flags its badge comes from) beside the class syllabus. */
export const competenceClassRecord = readsRecord("classOverview", {
  required: ["name", "comingSoon", "onRegistration", "started", "ended"],
  optional: ["description", "level", "mentorName", "programName"],
});
