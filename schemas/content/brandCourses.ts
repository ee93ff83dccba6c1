import { classFieldsRequired, classFieldsSchema } from "./brandContent.js";

/**
 * A brand's self-paced courses as a data file, `tenants/content/<site-id>.courses.json`: each is a class
 * of kind `course` with ordered modules of chapters, whose HTML the seed renders from these fields.
 */
const text = { type: "string", minLength: 1 } as const;

export const chapterContentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "gist"],
  properties: {
    title: { ...text, description: "Its slug (from the title) is unique in the whole course: a chapter URL may leave its module out." },
    gist: { ...text, description: "One sentence on what the chapter is about: the lead paragraph." },
    code: { ...text, description: "A short code or command sample shown in the chapter." },
  },
} as const;

export const moduleContentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "summary", "chapters"],
  properties: {
    title: { ...text, description: "Its slug (from the title) is unique in the course." },
    summary: text,
    chapters: { type: "array", minItems: 1, items: chapterContentSchema },
  },
} as const;

export const courseContentSchema = {
  type: "object",
  additionalProperties: false,
  required: [...classFieldsRequired, "modules", "tips"],
  properties: {
    ...classFieldsSchema,
    modules: { type: "array", minItems: 1, items: moduleContentSchema },
    tips: { type: "array", minItems: 1, items: text, description: "Advice the mentor gives in a chapter's closing tip, picked per chapter." },
  },
} as const;

export const brandCoursesSchema = {
  $id: "content.courses",
  type: "object",
  additionalProperties: false,
  required: ["id", "courses"],
  properties: {
    $schema: { type: "string" },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]{1,40}$", description: "The tenant id: this file is `<id>.courses.json`, beside `<id>.json`." },
    // Course ids are idBase + 901 and up, below the next brand's base.
    courses: { type: "array", maxItems: 99, items: courseContentSchema },
  },
} as const;
