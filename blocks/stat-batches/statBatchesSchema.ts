import { headingProps } from "../shared/headingSchema.js";

export const statBatchesSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    emptyText: { description: "Shown when the source has no batches.", type: "string", maxLength: 200 },
  },
} as const;
