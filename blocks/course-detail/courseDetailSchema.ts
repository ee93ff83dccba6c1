import { backLinkSchema } from "../shared/backLinkSchema.js";

export const courseDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back to the course list above the detail." },
    cta: { ...backLinkSchema, description: "The call-to-action button of the course." },
    chapterPath: {
      description: "Link of each chapter; `{slug}` (course), `{moduleSlug}` and `{chapterSlug}` are filled in.",
      type: "string",
      pattern: "^/",
      default: "/Courses/{slug}/module/{moduleSlug}/chapter/{chapterSlug}",
    },
  },
} as const;
