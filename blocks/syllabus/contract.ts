import { defineBlockContract } from "../../engine/index.js";
import { programChoiceRecord } from "../shared/program/programChoiceRecord.js";
import { programSilabusSchema, syllabusProgramRecord } from "../shared/syllabus/syllabusRecordSchema.js";
import { expectSources } from "../shared/expectSources.js";
import { syllabusSchema } from "./syllabusSchema.js";

/** A program's silabus (`silabus/{programId}`), week by week; the program comes from one of three slots. */
export const syllabusContract = defineBlockContract({
  type: "syllabus",
  interactive: true,
  heading: "title",
  slots: {
    silabus: { envelope: "generic", record: programSilabusSchema },
    program: { envelope: "generic", record: syllabusProgramRecord },
    programs: { envelope: "generic", record: programChoiceRecord, list: true },
  },
  description:
    "A program's silabus as a week-by-week timeline. Bind exactly one of: `silabus` (program.silabus, when the route has the id), `program` (program.active.detail by slug; its id feeds silabus/{programId}), or `programs` (program.list, with a program picker kept in ?program=).",
  propsSchema: syllabusSchema,
  example: {
    props: { eyebrow: "Silabus", title: "Silabus program", programQuery: "program" },
    data: { programs: { source: "program.list" } },
  },
  check: expectSources({ silabus: ["program.silabus"], program: ["program.active.detail"], programs: ["program.list"] }, ["silabus", "program", "programs"]),
});
