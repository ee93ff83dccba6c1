import { defineBlockContract } from "../../engine/index.js";
import { classSyllabusSchema } from "../shared/syllabus/syllabusRecordSchema.js";
import { courseChapterSchema } from "./courseChapterSchema.js";

/** One course chapter from `v1/class/syllabus?slug&moduleSlug&chapterSlug` (404 when the chapter is not there). */
export const courseChapterContract = defineBlockContract({
  type: "course-chapter",
  interactive: false,
  heading: "always",
  slots: { chapter: { envelope: "generic", required: true, record: classSyllabusSchema } },
  description: "A course chapter: its HTML content (sanitized), the module sidebar with every chapter, and previous/next chapter links.",
  propsSchema: courseChapterSchema,
  example: {
    props: { coursePath: "/Courses/{slug}" },
    data: {
      chapter: {
        source: "class.syllabus",
        params: { slug: "demo-kursus-literasi-digital", moduleSlug: "aman-di-internet", chapterSlug: "verifikasi-dua-langkah" },
      },
    },
  },
});
