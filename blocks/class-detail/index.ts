import { defineBlock } from "../../engine/render/BlockDefinition.js";
import { classDetailView } from "./view.js";
import { classDetailSchema } from "./classDetailSchema.js";

/** One class from `v1/class/overview`, with its status badge and syllabus. */
export const classDetailBlock = defineBlock({
  ...classDetailView,
  description: "A class's overview: status badge, dates, level, mentor, description and syllabus.",
  propsSchema: classDetailSchema,
  example: {
    props: { back: { label: "Semua kelas", to: "/Class" }, cta: { label: "Daftar sekarang", to: "/Make-Appointment" } },
    data: { class: { source: "class.overview", params: { slug: "demo-pengenalan-belajar-daring" } } },
  },
});
