import { headingProps } from "../shared/headingSchema.js";
import { linkSchema } from "../shared/linkSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

export const textMediaSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "image"],
  properties: {
    eyebrow: headingProps.eyebrow,
    title: { description: "The section's heading.", type: "string", minLength: 1, maxLength: 140 },
    paragraphs: {
      description: "Paragraphs of text, in order (at most 6).",
      type: "array",
      maxItems: 6,
      items: { type: "string", minLength: 1, maxLength: 800 },
    },
    bullets: {
      description: "Points shown as a list under the paragraphs (at most 8).",
      type: "array",
      maxItems: 8,
      items: { type: "string", minLength: 1, maxLength: 120 },
    },
    image: {
      ...mediaRefSchema,
      description: "The picture beside the text: a media path relative to the media base (e.g. `cover/kelas.svg`), a site path or an absolute http(s) URL.",
    },
    imageAlt: { description: "The picture's alternative text; empty for a decorative picture.", type: "string", maxLength: 140 },
    reverse: { description: "Image on the left instead of the right (phones always show the text first).", type: "boolean", default: false },
    actions: { description: "Up to two buttons under the text.", type: "array", maxItems: 2, items: linkSchema },
  },
} as const;
