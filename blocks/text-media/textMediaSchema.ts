import { headingProps } from "../shared/headingSchema.js";
import { linkSchema } from "../shared/LinkButton.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

export const textMediaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "image"],
  properties: {
    eyebrow: headingProps.eyebrow,
    title: { type: "string", minLength: 1, maxLength: 140 },
    paragraphs: { type: "array", maxItems: 6, items: { type: "string", minLength: 1, maxLength: 800 } },
    bullets: { type: "array", maxItems: 8, items: { type: "string", minLength: 1, maxLength: 120 } },
    image: mediaRefSchema,
    imageAlt: { type: "string", maxLength: 140 },
    /** Image on the left instead of the right (phones always show the text first). */
    reverse: { type: "boolean", default: false },
    actions: { type: "array", maxItems: 2, items: linkSchema },
  },
} as const;
