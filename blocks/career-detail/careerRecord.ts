import { careerProperties } from "../shared/career/careerRecord.js";
import { jobRecord } from "./jobRecord.js";

/** What the career-detail block reads of its `career` record: the event, its description and, unless bound apart, its jobs. */
export const careerDetailRecord = {
  type: "object",
  required: ["id", "slug", "title"],
  properties: {
    ...careerProperties,
    description: { type: "string" },
    jobs: { type: "array", items: jobRecord },
  },
} as const;
