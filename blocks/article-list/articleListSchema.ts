import { headingProps } from "../shared/headingSchema.js";

export const articleListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** Link of each card; `{id}` and `{slug}` are filled from the post. */
    detailPath: { type: "string", pattern: "^/", default: "/News/{id}/{slug}" },
    variant: { enum: ["grid", "list"], default: "grid" },
    emptyText: { type: "string", maxLength: 200 },
    more: {
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: { label: { type: "string", minLength: 1 }, to: { type: "string", pattern: "^/" } },
    },
  },
} as const;
