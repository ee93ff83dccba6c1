import { headingProps } from "../shared/headingSchema.js";

export const PROVINCE_METRICS = ["points", "averagePoints", "students", "schools", "alumni"] as const;

export const provinceScoresSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** What the provinces are ranked by; points need the scores source, the counts the provinces source. */
    metric: { enum: PROVINCE_METRICS, default: "points" },
    searchable: { type: "boolean", default: true },
    /** Rows shown before "Tampilkan semua"; a search always shows every match. */
    visibleRows: { type: "integer", minimum: 3, maximum: 38, default: 10 },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
