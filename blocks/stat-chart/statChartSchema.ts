import { headingProps } from "../shared/headingSchema.js";

export const statChartSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    kind: { description: "How the series are drawn: months read best as a line or area, categories as bars.", enum: ["line", "bar", "area"], default: "bar" },
    stacked: { description: "Bars or areas of several datasets on top of each other (ignored for lines).", type: "boolean", default: false },
    horizontal: { description: "Bars running left to right, for long category names such as provinces.", type: "boolean", default: false },
    height: { description: "The chart's height in pixels.", type: "integer", minimum: 200, maximum: 480, default: 300 },
    valueSuffix: { description: 'Said after every value, e.g. " siswa".', type: "string", maxLength: 20 },
    emptyText: { description: "Shown when the source has no data.", type: "string", maxLength: 200 },
  },
} as const;
