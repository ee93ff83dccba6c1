import { headingProps } from "../shared/headingSchema.js";

export const statChartSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** How the series are drawn: months read best as a line or area, categories as bars. */
    kind: { enum: ["line", "bar", "area"], default: "bar" },
    /** Bars or areas of several datasets on top of each other (ignored for lines). */
    stacked: { type: "boolean", default: false },
    /** Bars running left to right, for long category names such as provinces. */
    horizontal: { type: "boolean", default: false },
    height: { type: "integer", minimum: 200, maximum: 480, default: 300 },
    /** Said after every value, e.g. " siswa". */
    valueSuffix: { type: "string", maxLength: 20 },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
