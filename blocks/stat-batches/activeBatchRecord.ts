import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the batch cards read of each active batch (an array in `data`). */
export const activeBatchRecord = readsRecord("activeBatch", {
  required: ["id", "name"],
  optional: ["status", "startDate", "endDate", "quota", "programName", "students"],
});
