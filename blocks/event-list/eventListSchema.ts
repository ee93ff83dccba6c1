import { headingProps } from "../shared/headingSchema.js";

export const eventListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** Link of each card; `{slug}`, `{id}` and `{programId}` are filled from the event. */
    detailPath: { type: "string", pattern: "^/", default: "/Event/{slug}" },
    columns: { enum: [2, 3], default: 3 },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
