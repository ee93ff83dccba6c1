import { headingProps } from "../shared/headingSchema.js";

const column = { type: "string", pattern: "^[a-z_][a-z0-9_]*$" } as const;

/** Which columns of a remote table's rows the list shows; the binding's `limit` is the page size. */
export const recordListSchema = {
  type: "object",
  additionalProperties: false,
  required: ["fields"],
  properties: {
    ...headingProps,
    fields: {
      description: "Which columns of the table's rows the list shows.",
      type: "object",
      additionalProperties: false,
      required: ["title", "text"],
      properties: {
        title: { ...column, description: "Column of the author's name." },
        text: { ...column, description: "Column of the review, aspiration or testimony itself." },
        rating: { ...column, description: "Column of a 1–5 score shown as stars." },
        detail: { ...column, description: "Column of a line under the name (city, role)." },
      },
    },
    emptyText: { description: "Shown when the table has no rows.", type: "string", maxLength: 200 },
    moreLabel: { description: "The text of the button that loads the next page of rows.", type: "string", minLength: 1, maxLength: 60 },
  },
} as const;
