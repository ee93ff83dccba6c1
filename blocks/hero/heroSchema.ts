import { headingProps } from "../shared/headingSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

export const heroSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title"],
  properties: {
    eyebrow: headingProps.eyebrow,
    title: { type: "string", minLength: 1, maxLength: 140 },
    subtitle: headingProps.subtitle,
    image: mediaRefSchema,
    imageAlt: { type: "string", maxLength: 140 },
    tone: { enum: ["light", "brand", "dark"], default: "light" },
    actions: {
      type: "array",
      maxItems: 2,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "to"],
        properties: {
          label: { type: "string", minLength: 1, maxLength: 40 },
          to: { type: "string", pattern: "^(/|https?://|#)" },
        },
      },
    },
    highlights: { type: "array", maxItems: 4, items: { type: "string", maxLength: 60 } },
  },
} as const;
