import { defineBlock, withSlotRecords } from "../../engine/index.js";
import { competenceClassRecord } from "./competenceRecords.js";
import { classSyllabusSchema } from "../syllabus/syllabusRecordSchema.js";
import { classCompetenceView } from "./view.js";
import { classCompetenceSchema } from "./classCompetenceSchema.js";

/** The competences of a class: `v1/class/overview` (by slug) plus units derived from `v1/class/syllabus` (by slug). */
export const classCompetenceBlock = defineBlock({
  ...classCompetenceView,
  slots: withSlotRecords(classCompetenceView.slots, { class: { record: competenceClassRecord }, syllabus: { record: classSyllabusSchema } }),
  description: "A class's competence units derived from its syllabus (course modules with their chapters as indicators, or class topics), with level, hours and mentor.",
  propsSchema: classCompetenceSchema,
  example: {
    props: { back: { label: "Semua kelas", to: "/Class" } },
    data: {
      class: { source: "class.overview", params: { slug: "demo-pengenalan-belajar-daring" } },
      syllabus: { source: "class.syllabus", params: { slug: "demo-pengenalan-belajar-daring" } },
    },
  },
});
