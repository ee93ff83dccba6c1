import { headingProps } from "../shared/headingSchema.js";

export const mentorListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    emptyText: { description: "Shown when the source has no mentors.", type: "string", maxLength: 200 },
    limit: { description: "Show at most this many mentors (all when absent).", type: "integer", minimum: 1, maximum: 100 },
  },
} as const;
