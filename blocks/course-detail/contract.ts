import { defineBlockContract } from "../../engine/index.js";
import { courseRecord } from "./courseRecord.js";
import { classSyllabusSchema } from "../shared/syllabus/syllabusRecordSchema.js";
import { courseDetailSchema } from "./courseDetailSchema.js";

/** One course: `v1/class/overview` (by slug) for the overview, `v1/class/syllabus` (by slug) for modules and chapters. */
export const courseDetailContract = defineBlockContract({
  type: "course-detail",
  interactive: false,
  heading: "always",
  slots: {
    course: { envelope: "generic", required: true, record: courseRecord },
    syllabus: { envelope: "generic", required: true, record: classSyllabusSchema },
  },
  description: "A course's overview (status badge, facts, description, start button) and its modules with links to every chapter.",
  propsSchema: courseDetailSchema,
  example: {
    props: { back: { label: "Semua kursus", to: "/Courses" }, chapterPath: "/Courses/{slug}/module/{moduleSlug}/chapter/{chapterSlug}" },
    data: {
      course: { source: "class.overview", params: { slug: "demo-kursus-literasi-digital" } },
      syllabus: { source: "class.syllabus", params: { slug: "demo-kursus-literasi-digital" } },
    },
  },
});
