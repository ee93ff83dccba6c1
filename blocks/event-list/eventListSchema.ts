import { headingProps } from "../shared/headingSchema.js";

export const eventListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    detailPath: {
      description: "Link of each card; `{slug}`, `{id}` and `{programId}` are filled from the event.",
      type: "string",
      pattern: "^/",
      default: "/Event/{slug}",
    },
    columns: { description: "Cards a row on desktop.", enum: [2, 3], default: 3 },
    emptyText: { description: "Shown when the source has no events.", type: "string", maxLength: 200 },
  },
} as const;
