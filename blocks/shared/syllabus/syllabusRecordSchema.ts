/**
 * The answers of `v1/class/syllabus` and `silabus/{programId}` as the blocks read them: the slot shapes of
 * the syllabus, course and competence blocks. Layout validation checks that the bound source's catalogue
 * record (schemas/records) fits them.
 */
const chapterSummary = {
  type: "object",
  required: ["position", "slug", "title", "durationMinutes"],
  properties: {
    position: { type: "integer" },
    slug: { type: "string" },
    title: { type: "string" },
    durationMinutes: { type: "integer", minimum: 1 },
  },
} as const;

export const classSyllabusSchema = {
  type: "object",
  required: ["classroomId", "name", "slug", "kind", "totalHours", "items", "modules"],
  properties: {
    classroomId: { type: "integer" },
    name: { type: "string" },
    slug: { type: "string" },
    kind: { enum: ["class", "course"] },
    level: { type: "string" },
    programName: { type: "string" },
    totalHours: { type: "integer", minimum: 0 },
    items: {
      type: "array",
      items: {
        type: "object",
        required: ["position", "title", "hours"],
        properties: { position: { type: "integer" }, title: { type: "string" }, hours: { type: "integer", minimum: 1 } },
      },
    },
    modules: {
      type: "array",
      items: {
        type: "object",
        required: ["position", "slug", "title", "summary", "durationMinutes", "chapters"],
        properties: {
          position: { type: "integer" },
          slug: { type: "string" },
          title: { type: "string" },
          summary: { type: "string" },
          durationMinutes: { type: "integer", minimum: 0 },
          chapters: { type: "array", items: chapterSummary },
        },
      },
    },
    /** Present when the call named a chapter (`chapterSlug`). */
    chapter: {
      type: "object",
      required: ["position", "slug", "title", "durationMinutes", "content", "moduleSlug", "moduleTitle", "modulePosition"],
      properties: {
        ...chapterSummary.properties,
        content: { type: "string" },
        moduleSlug: { type: "string" },
        moduleTitle: { type: "string" },
        modulePosition: { type: "integer" },
      },
    },
  },
} as const;

export const programSilabusSchema = {
  type: "object",
  required: ["programId", "name", "weeks"],
  properties: {
    programId: { type: "integer" },
    name: { type: "string" },
    slug: { type: "string" },
    weeks: {
      type: "array",
      items: {
        type: "object",
        required: ["week", "title"],
        properties: { week: { type: "integer" }, title: { type: "string" }, description: { type: "string" } },
      },
    },
  },
} as const;

const week = {
  type: "object",
  required: ["week", "title"],
  properties: { week: { type: "integer" }, title: { type: "string" }, description: { type: "string" } },
} as const;

/** The `program` slot: a program detail whose weeks, when it has them, are shown. */
export const syllabusProgramRecord = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string" }, slug: { type: "string" }, weeks: { type: "array", items: week } },
} as const;

/** The `programs` slot: the programs a picker offers (an array in `data`). */
export const programChoiceRecord = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string" } },
} as const;
