import { headingProps } from "../shared/headingSchema.js";
import { linkSchema } from "../shared/linkSchema.js";

export const featureGridSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    ...headingProps,
    items: {
      description: "The cards, in order (1 to 12).",
      type: "array",
      minItems: 1,
      maxItems: 12,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "text"],
        properties: {
          tag: { description: 'A short word above the title, e.g. "Langkah 1".', type: "string", maxLength: 30 },
          title: { description: "The card's title.", type: "string", minLength: 1, maxLength: 80 },
          text: { description: "The card's text.", type: "string", minLength: 1, maxLength: 400 },
          link: { ...linkSchema, description: "A link at the bottom of the card." },
        },
      },
    },
    columns: { description: "Cards a row on desktop; phones always show one, tablets at most two.", enum: [1, 2, 3, 4], default: 3 },
  },
} as const;
