import { readsRecord } from "../../../schemas/records/slotRecord.js";

/** What a class card reads of each listed class: its names, schedule and the flags its badge comes from. */
export const classCardFields = {
  required: ["id", "name", "slug", "comingSoon", "onRegistration", "started", "ended"],
  optional: ["description", "logo", "level", "type", "programName", "mentorName", "startDate", "endDate"],
} as const;

export const classCardRecord = readsRecord("class", classCardFields);
