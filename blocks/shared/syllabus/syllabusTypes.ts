import type { FromSchema } from "json-schema-to-ts";
import type { classSyllabusSchema, programSilabusSchema, syllabusProgramRecord } from "./syllabusRecordSchema.js";

export type ClassSyllabus = FromSchema<typeof classSyllabusSchema>;
export type CourseModule = ClassSyllabus["modules"][number];
export type ChapterSummary = CourseModule["chapters"][number];
export type ChapterRecord = NonNullable<ClassSyllabus["chapter"]>;
export type ProgramSilabus = FromSchema<typeof programSilabusSchema>;
export type SyllabusProgram = FromSchema<typeof syllabusProgramRecord>;
