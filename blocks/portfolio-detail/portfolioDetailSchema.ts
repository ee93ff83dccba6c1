import { headingProps } from "../shared/headingSchema.js";

export const portfolioDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    /** The page heading shown when the route names no entry (`/Portfolio` or `/Portfolio/{type}`). */
    ...headingProps,
    /** Show the kind filter links (all, corporate, government) under that heading. */
    showFilters: { type: "boolean", default: true },
  },
} as const;
