export const courseChapterSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    /** The course page; `{slug}` is filled from the course. */
    coursePath: { type: "string", pattern: "^/", default: "/Courses/{slug}" },
    /** Link of each chapter; `{slug}` (course), `{moduleSlug}` and `{chapterSlug}` are filled in. */
    chapterPath: { type: "string", pattern: "^/", default: "/Courses/{slug}/module/{moduleSlug}/chapter/{chapterSlug}" },
  },
} as const;
