import { backLinkSchema } from "../shared/backLinkSchema.js";

export const courseDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    cta: backLinkSchema,
    /** Link of each chapter; `{slug}` (course), `{moduleSlug}` and `{chapterSlug}` are filled in. */
    chapterPath: { type: "string", pattern: "^/", default: "/Courses/{slug}/module/{moduleSlug}/chapter/{chapterSlug}" },
  },
} as const;
