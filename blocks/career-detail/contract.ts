import { defineBlockContract } from "../../engine/index.js";
import { careerDetailRecord } from "./careerRecord.js";
import { jobRecord } from "./jobRecord.js";
import { careerDetailSchema } from "./careerDetailSchema.js";

/** One career event from `v1/career/detail` (by slug) with its job openings (`v1/career/job/list`). */
export const careerDetailContract = defineBlockContract({
  type: "career-detail",
  interactive: false,
  heading: "always",
  slots: { career: { envelope: "generic", required: true, record: careerDetailRecord }, jobs: { envelope: "paginated", record: jobRecord } },
  description: "A career event's summary, period, description (sanitized HTML) and job openings; the jobs come from their own source when bound.",
  propsSchema: careerDetailSchema,
  example: {
    props: { back: { label: "Semua acara karier", to: "/Event/Careers" } },
    data: {
      career: { source: "career.detail", params: { slug: "demo-magang-digital" } },
      jobs: { source: "career.job.list", params: { careerId: 60003, page: { query: "lowongan", default: 1 } } },
    },
  },
});
