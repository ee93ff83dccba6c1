import { headingProps } from "../shared/headingSchema.js";

export const leaderboardSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    emptyText: { description: "Shown when the source has no scores.", type: "string", maxLength: 200 },
  },
} as const;
