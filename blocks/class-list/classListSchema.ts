import { headingProps } from "../shared/headingSchema.js";

export const classListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    detailPath: { description: "Link of each card; `{slug}` and `{id}` are filled from the class.", type: "string", pattern: "^/", default: "/Class/{slug}" },
    columns: { description: "Cards a row on desktop.", enum: [2, 3], default: 3 },
    emptyText: { description: "Shown when the source has no classes.", type: "string", maxLength: 200 },
    itemLabel: {
      description: 'What the list holds, in words, for notices and the pager ("daftar kursus" on a course list).',
      type: "string",
      minLength: 1,
      maxLength: 40,
      default: "daftar kelas",
    },
    filters: {
      description:
        "The filter bar shows one control per `classes` parameter bound to a query value (search, state, level, programIds, filter.type); false hides it even then.",
      type: "boolean",
      default: true,
    },
  },
} as const;
