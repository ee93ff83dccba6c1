import { headingProps } from "../shared/headingSchema.js";

export const careerListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    detailPath: {
      description: "Link of each card; `{id}` and `{slug}` are filled from the career event.",
      type: "string",
      pattern: "^/",
      default: "/Event/Careers/{id}/{slug}",
    },
    columns: { description: "Cards a row on desktop.", enum: [2, 3], default: 3 },
    emptyText: { description: "Shown when the source has no career events.", type: "string", maxLength: 200 },
  },
} as const;
