import { headingProps } from "../shared/headingSchema.js";

export const articleListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    detailPath: {
      description: "Link of each card; `{id}`, `{slug}` and other post fields (nested ones as `{category.slug}`) are filled from the post.",
      type: "string",
      pattern: "^/",
      default: "/News/{id}/{slug}",
    },
    variant: { description: "Cards in a grid, or a list of rows with a thumbnail.", enum: ["grid", "list"], default: "grid" },
    emptyText: { description: "Shown when the source has no posts.", type: "string", maxLength: 200 },
    more: {
      description: 'A link under the list to the full news page, e.g. "Lihat semua berita".',
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: {
        label: { description: "The link's text.", type: "string", minLength: 1 },
        to: { description: "A site path starting with `/`.", type: "string", pattern: "^/" },
      },
    },
  },
} as const;
