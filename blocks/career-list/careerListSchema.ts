import { headingProps } from "../shared/headingSchema.js";

export const careerListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** Link of each card; `{id}` and `{slug}` are filled from the career event. */
    detailPath: { type: "string", pattern: "^/", default: "/Event/Careers/{id}/{slug}" },
    columns: { enum: [2, 3], default: 3 },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
