import { headingProps } from "../shared/headingSchema.js";

export const programListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    detailPath: {
      description: "Link of each card; `{slug}` and `{id}` are filled from the program.",
      type: "string",
      pattern: "^/",
      default: "/Program/{slug}",
    },
    columns: { description: "Cards a row on desktop.", enum: [2, 3], default: 3 },
    emptyText: { description: "Shown when the source has no programs.", type: "string", maxLength: 200 },
  },
} as const;
