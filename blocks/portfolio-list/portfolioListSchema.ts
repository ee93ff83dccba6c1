import { headingProps } from "../shared/headingSchema.js";

export const portfolioListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** A fixed kind; without it the list follows the route's `type` segment (all kinds when there is none). */
    kind: { enum: ["corporate", "government"] },
    limit: { type: "integer", minimum: 1, maximum: 24 },
    /** Heading used on a detail page (route with a `title` segment), where the list shows the other entries. */
    relatedTitle: { type: "string", maxLength: 140, default: "Portofolio lainnya" },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
