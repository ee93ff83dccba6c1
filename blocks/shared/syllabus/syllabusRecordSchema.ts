import { readsRecord } from "../../../schemas/records/slotRecord.js";

/**
 * What the syllabus, course and competence blocks read of `v1/class/syllabus` and `silabus/{programId}`:
 * their slot shapes, picked from the catalogue records (schemas/records), which layout validation
 * holds the bound source's record to.
 */
export const classSyllabusSchema = readsRecord("classSyllabus", {
  required: ["classroomId", "name", "slug", "kind", "totalHours", "items", "modules"],
  /** `chapter` is present when the call named a chapter (`chapterSlug`). */
  optional: ["level", "programName", "chapter"],
});

export const programSilabusSchema = readsRecord("programSilabus", { required: ["programId", "name", "weeks"], optional: ["slug"] });

/** The `program` slot: a program detail whose weeks, when it has them, are shown. */
export const syllabusProgramRecord = readsRecord("programDetail", { required: ["id", "name"], optional: ["slug", "weeks"] });
