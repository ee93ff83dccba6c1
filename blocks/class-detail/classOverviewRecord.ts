import { readsRecord } from "../../schemas/records/slotRecord.js";
import { classCardFields } from "../shared/class/classCardRecord.js";

/** What the class-detail block reads of its `class` record: what a class card reads, with its topics and totals. */
export const classOverviewRecord = readsRecord("classOverview", {
  required: classCardFields.required,
  optional: [...classCardFields.optional, "syllabus", "totalHours", "studentCount"],
});
