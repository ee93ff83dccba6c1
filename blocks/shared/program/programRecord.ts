import { readsRecord } from "../../../schemas/records/slotRecord.js";

/** What a program card reads of each listed program; the program detail reads these too. */
export const programFields = {
  required: ["id", "slug", "name"],
  optional: ["summary", "logo", "classCount", "studentCount", "schoolCount"],
} as const;

export const programRecord = readsRecord("program", programFields);
