import { headingProps } from "../shared/headingSchema.js";

export const classListSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** Link of each card; `{slug}` and `{id}` are filled from the class. */
    detailPath: { type: "string", pattern: "^/", default: "/Class/{slug}" },
    columns: { enum: [2, 3], default: 3 },
    emptyText: { type: "string", maxLength: 200 },
    /** What the list holds, in words, for notices and the pager ("daftar kursus" on a course list). */
    itemLabel: { type: "string", minLength: 1, maxLength: 40, default: "daftar kelas" },
    /**
     * The filter bar shows one control per `classes` parameter bound to a query value (search, state, level,
     * programIds, filter.type); false hides it even then.
     */
    filters: { type: "boolean", default: true },
  },
} as const;
