import { headingProps } from "../shared/headingSchema.js";
import { linkSchema } from "../shared/LinkButton.js";

export const featureGridSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    ...headingProps,
    items: {
      type: "array",
      minItems: 1,
      maxItems: 12,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "text"],
        properties: {
          /** A short word above the title, e.g. "Langkah 1". */
          tag: { type: "string", maxLength: 30 },
          title: { type: "string", minLength: 1, maxLength: 80 },
          text: { type: "string", minLength: 1, maxLength: 400 },
          link: linkSchema,
        },
      },
    },
    /** Cards a row on desktop; phones always show one, tablets at most two. */
    columns: { enum: [1, 2, 3, 4], default: 3 },
  },
} as const;
