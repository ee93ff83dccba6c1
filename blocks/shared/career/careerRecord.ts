import { readsRecord } from "../../../schemas/records/slotRecord.js";

/** What a career card reads of each listed career event; the career detail reads these too. */
export const careerFields = {
  required: ["id", "slug", "title"],
  optional: ["organizer", "location", "summary", "cover", "startsOn", "endsOn", "jobCount"],
} as const;

export const careerRecord = readsRecord("career", careerFields);
