import { backLinkSchema } from "../shared/backLinkSchema.js";

export const programDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    cta: backLinkSchema,
    /** Link of each class of the program; `{slug}` is filled from the class. */
    classPath: { type: "string", pattern: "^/", default: "/Class/{slug}" },
    /** Schools per page of the program's school list (`v1/program/schools`, read with the program's id). */
    schoolsPageSize: { type: "integer", minimum: 1, maximum: 100, default: 10 },
  },
} as const;
