import { headingProps } from "../shared/headingSchema.js";

export const mentorListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    emptyText: { type: "string", maxLength: 200 },
    /** Show at most this many mentors (all when absent). */
    limit: { type: "integer", minimum: 1, maximum: 100 },
  },
} as const;
