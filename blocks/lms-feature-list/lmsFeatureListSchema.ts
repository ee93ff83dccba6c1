import { headingProps } from "../shared/headingSchema.js";

export const lmsFeatureListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    relatedTitle: {
      description: "Heading used on a feature's page (route with a `slug` segment), where the list shows the other features.",
      type: "string",
      maxLength: 140,
      default: "Fitur LMS lainnya",
    },
  },
} as const;
