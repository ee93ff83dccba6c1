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
      type: "object",
      additionalProperties: false,
      required: ["title", "text"],
      properties: {
        /** The author's name. */
        title: column,
        /** The review, aspiration or testimony itself. */
        text: column,
        /** A 1–5 score shown as stars. */
        rating: column,
        /** A line under the name (city, role). */
        detail: column,
      },
    },
    emptyText: { type: "string", maxLength: 200 },
    moreLabel: { type: "string", minLength: 1, maxLength: 60 },
  },
} as const;
