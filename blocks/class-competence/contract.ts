import { defineBlockContract } from "../../engine/index.js";
import { competenceClassRecord } from "./competenceRecords.js";
import { classSyllabusSchema } from "../shared/syllabus/syllabusRecordSchema.js";
import { classCompetenceSchema } from "./classCompetenceSchema.js";

/** The competences of a class: `v1/class/overview` (by slug) plus units derived from `v1/class/syllabus` (by slug). */
export const classCompetenceContract = defineBlockContract({
  type: "class-competence",
  interactive: false,
  heading: "always",
  slots: {
    class: { envelope: "generic", required: true, record: competenceClassRecord },
    syllabus: { envelope: "generic", required: true, record: classSyllabusSchema },
  },
  description:
    "A class's competence units derived from its syllabus (course modules with their chapters as indicators, or class topics), with level, hours and mentor.",
  propsSchema: classCompetenceSchema,
  example: {
    props: { back: { label: "Semua kelas", to: "/Class" } },
    data: {
      class: { source: "class.overview", params: { slug: "demo-pengenalan-belajar-daring" } },
      syllabus: { source: "class.syllabus", params: { slug: "demo-pengenalan-belajar-daring" } },
    },
  },
});
