export const courseChapterSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    coursePath: { description: "The course page; `{slug}` is filled from the course.", type: "string", pattern: "^/", default: "/Courses/{slug}" },
    chapterPath: {
      description: "Link of each chapter; `{slug}` (course), `{moduleSlug}` and `{chapterSlug}` are filled in.",
      type: "string",
      pattern: "^/",
      default: "/Courses/{slug}/module/{moduleSlug}/chapter/{chapterSlug}",
    },
  },
} as const;
