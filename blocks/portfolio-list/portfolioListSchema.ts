import { headingProps } from "../shared/headingSchema.js";

export const portfolioListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    kind: {
      description: "A fixed kind; without it the list follows the route's `type` segment (all kinds when there is none).",
      enum: ["corporate", "government"],
    },
    limit: { description: "Show at most this many entries.", type: "integer", minimum: 1, maximum: 24 },
    relatedTitle: {
      description: "Heading used on a detail page (route with a `title` segment), where the list shows the other entries.",
      type: "string",
      maxLength: 140,
      default: "Portofolio lainnya",
    },
    emptyText: { description: "Shown when there are no entries of the kind.", type: "string", maxLength: 200 },
  },
} as const;
