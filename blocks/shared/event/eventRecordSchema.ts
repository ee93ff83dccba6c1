import { readsRecord } from "../../../schemas/records/slotRecord.js";

/** What an event card reads of a `v1/class/webinar` item; the event detail reads these and the content. */
export const eventFields = {
  required: ["id", "slug", "title", "startsAt", "durationMinutes", "status"],
  optional: ["speaker", "endsAt", "description", "location", "programId", "programName", "programSlug"],
} as const;

export const eventRecordSchema = readsRecord("webinar", eventFields);
