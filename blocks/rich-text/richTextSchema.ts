import { headingProps } from "../shared/headingSchema.js";

export const richTextSchema = {
  type: "object",
  additionalProperties: false,
  required: ["html"],
  properties: {
    ...headingProps,
    html: { description: "Headings, paragraphs, lists, links and tables; sanitized before it is shown.", type: "string", minLength: 1, maxLength: 60_000 },
    updatedOn: { description: '"Terakhir diperbarui …" under the heading (YYYY-MM-DD).', type: "string", pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" },
  },
} as const;
