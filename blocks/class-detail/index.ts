import { defineBlock, withSlotRecords } from "../../engine/index.js";
import { classOverviewRecord } from "./classOverviewRecord.js";
import { classDetailView } from "./view.js";
import { classDetailSchema } from "./classDetailSchema.js";

/** One class from `v1/class/overview`, with its status badge and syllabus. */
export const classDetailBlock = defineBlock({
  ...classDetailView,
  slots: withSlotRecords(classDetailView.slots, { class: { record: classOverviewRecord } }),
  description: "A class's overview: status badge, dates, level, mentor, description and syllabus.",
  propsSchema: classDetailSchema,
  example: {
    props: { back: { label: "Semua kelas", to: "/Class" }, cta: { label: "Daftar sekarang", to: "/Make-Appointment" } },
    data: { class: { source: "class.overview", params: { slug: "demo-pengenalan-belajar-daring" } } },
  },
});
