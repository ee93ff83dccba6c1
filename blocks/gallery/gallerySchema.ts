import { headingProps } from "../shared/headingSchema.js";

export const gallerySchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    emptyText: { description: "Shown when the source has no photos.", type: "string", maxLength: 200 },
  },
} as const;
