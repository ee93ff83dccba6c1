import { headingProps } from "../shared/headingSchema.js";

export const programListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** Link of each card; `{slug}` and `{id}` are filled from the program. */
    detailPath: { type: "string", pattern: "^/", default: "/Program/{slug}" },
    columns: { enum: [2, 3], default: 3 },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
