import { defineBlockContract } from "../../engine/index.js";
import { programDetailRecord } from "./programDetailRecord.js";
import { programDetailSchema } from "./programDetailSchema.js";

/** One program from `v1/program/active/detail` (by slug), its classes and its schools (`v1/program/schools`). */
export const programDetailContract = defineBlockContract({
  type: "program-detail",
  interactive: false,
  heading: "always",
  slots: { program: { envelope: "generic", required: true, record: programDetailRecord } },
  description: "A program's summary, counts and classes, plus the schools taking part (read with the program's id, paginated by ?sekolah).",
  propsSchema: programDetailSchema,
  example: {
    props: { back: { label: "Semua program", to: "/Program" } },
    data: { program: { source: "program.active.detail", params: { slug: "demo-literasi" } } },
  },
});
