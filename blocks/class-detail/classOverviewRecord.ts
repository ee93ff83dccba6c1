import { classCardProperties } from "../shared/class/classCardRecord.js";

/** What the class-detail block reads of its `class` record: the class with its topics and totals. */
export const classOverviewRecord = {
  type: "object",
  required: ["id", "name", "slug", "comingSoon", "onRegistration", "started", "ended"],
  properties: {
    ...classCardProperties,
    syllabus: {
      type: "array",
      items: { type: "object", required: ["title"], properties: { title: { type: "string" }, hours: { type: "integer" } } },
    },
    totalHours: { type: "integer" },
    studentCount: { type: "integer" },
  },
} as const;
