import { headingProps } from "../shared/headingSchema.js";

export const portfolioDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    /** The page heading shown when the route names no entry (`/Portfolio` or `/Portfolio/{type}`). */
    ...headingProps,
    showFilters: {
      description: "Show the kind filter links (all, corporate, government) under the heading shown when the route names no entry.",
      type: "boolean",
      default: true,
    },
  },
} as const;
