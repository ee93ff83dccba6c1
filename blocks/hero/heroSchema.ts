import { headingProps } from "../shared/headingSchema.js";
import { mediaRefSchema } from "../../schemas/mediaRef.js";

export const heroSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title"],
  properties: {
    eyebrow: headingProps.eyebrow,
    title: { description: "The page's main heading.", type: "string", minLength: 1, maxLength: 140 },
    subtitle: headingProps.subtitle,
    image: {
      ...mediaRefSchema,
      description: "A picture beside the text: a media path relative to the media base (e.g. `cover/kelas.svg`), a site path or an absolute http(s) URL.",
    },
    imageAlt: { description: "The picture's alternative text; empty for a decorative picture.", type: "string", maxLength: 140 },
    tone: { description: "Background: light, the brand colour or dark.", enum: ["light", "brand", "dark"], default: "light" },
    actions: {
      description: "Up to two buttons under the text; the first is the primary one.",
      type: "array",
      maxItems: 2,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["label", "to"],
        properties: {
          label: { description: "The button's text.", type: "string", minLength: 1, maxLength: 40 },
          to: { description: "A site path, an absolute http(s) URL or an anchor (`#id`) on the page.", type: "string", pattern: "^(/|https?://|#)" },
        },
      },
    },
    highlights: { description: "Up to four short points shown with check marks.", type: "array", maxItems: 4, items: { type: "string", maxLength: 60 } },
  },
} as const;
