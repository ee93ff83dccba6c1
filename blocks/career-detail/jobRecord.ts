import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What a job card reads of each job opening. */
export const jobRecord = readsRecord("job", {
  required: ["id", "title"],
  optional: ["company", "location", "employmentType", "salaryMin", "salaryMax", "description", "requirements"],
});
