import { defineBlockContract } from "../../engine/index.js";
import { classOverviewRecord } from "./classOverviewRecord.js";
import { classDetailSchema } from "./classDetailSchema.js";

/** One class from `v1/class/overview`, with its status badge and syllabus. */
export const classDetailContract = defineBlockContract({
  type: "class-detail",
  interactive: false,
  heading: "always",
  slots: { class: { envelope: "generic", required: true, record: classOverviewRecord } },
  description: "A class's overview: status badge, dates, level, mentor, description and syllabus.",
  propsSchema: classDetailSchema,
  example: {
    props: { back: { label: "Semua kelas", to: "/Class" }, cta: { label: "Daftar sekarang", to: "/Make-Appointment" } },
    data: { class: { source: "class.overview", params: { slug: "demo-pengenalan-belajar-daring" } } },
  },
});
