import { headingProps } from "../shared/headingSchema.js";

export const richTextSchema = {
  type: "object",
  additionalProperties: false,
  required: ["html"],
  properties: {
    ...headingProps,
    /** Headings, paragraphs, lists, links and tables; sanitized before it is shown. */
    html: { type: "string", minLength: 1, maxLength: 60_000 },
    /** "Terakhir diperbarui …" under the heading (YYYY-MM-DD). */
    updatedOn: { type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" },
  },
} as const;
