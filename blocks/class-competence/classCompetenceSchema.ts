import { backLinkSchema } from "../shared/backLinkSchema.js";

export const classCompetenceSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    cta: backLinkSchema,
    /** Link to the class page; `{slug}` is filled from the class. */
    classPath: { type: "string", pattern: "^/", default: "/Class/{slug}" },
  },
} as const;
