import { headingProps } from "../shared/headingSchema.js";

export const PROVINCE_METRICS = ["points", "averagePoints", "students", "schools", "alumni"] as const;

export const provinceScoresSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    metric: {
      description: "What the provinces are ranked by; points need the scores source, the counts the provinces source.",
      enum: PROVINCE_METRICS,
      default: "points",
    },
    searchable: { description: "Show a search field over the table.", type: "boolean", default: true },
    visibleRows: {
      description: 'Rows shown before "Tampilkan semua"; a search always shows every match.',
      type: "integer",
      minimum: 3,
      maximum: 38,
      default: 10,
    },
    emptyText: { description: "Shown when the source has no provinces.", type: "string", maxLength: 200 },
  },
} as const;
