import { headingProps } from "../shared/headingSchema.js";

export const statBatchesSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
