/** Classes: the list item of `v1/class/active`, the overview of one class and its syllabus. */
const classProperties = {
  id: { type: "integer" },
  /** `course` for the self-paced courses with modules and chapters (a course is a class). */
  kind: { enum: ["class", "course"] },
  name: { type: "string" },
  slug: { type: "string" },
  description: { type: "string" },
  logo: { type: "string" },
  level: { type: "string" },
  type: { type: "string" },
  programId: { type: "integer" },
  programName: { type: "string" },
  programSlug: { type: "string" },
  mentorName: { type: "string" },
  startDate: { type: "string" },
  endDate: { type: "string" },
  comingSoon: { type: "boolean" },
  onRegistration: { type: "boolean" },
  started: { type: "boolean" },
  ended: { type: "boolean" },
  /** The badge state: the first set flag of comingSoon, onRegistration, started, ended, else none. */
  state: { enum: ["comingSoon", "onRegistration", "started", "ended", "none"] },
} as const;

const classRequired = [
  "id",
  "kind",
  "name",
  "slug",
  "description",
  "logo",
  "level",
  "type",
  "programId",
  "programName",
  "programSlug",
  "mentorName",
  "startDate",
  "endDate",
  "comingSoon",
  "onRegistration",
  "started",
  "ended",
  "state",
] as const;

export const classRecordSchema = {
  $id: "record.class",
  type: "object",
  required: classRequired,
  properties: classProperties,
} as const;

/** `v1/class/overview`: a class with its topics, total hours and enrolled students. */
export const classOverviewRecordSchema = {
  $id: "record.classOverview",
  type: "object",
  required: [...classRequired, "syllabus", "totalHours", "studentCount"],
  properties: {
    ...classProperties,
    syllabus: {
      type: "array",
      items: { type: "object", required: ["title", "hours"], properties: { title: { type: "string" }, hours: { type: "integer", minimum: 1 } } },
    },
    totalHours: { type: "integer", minimum: 0 },
    studentCount: { type: "integer", minimum: 0 },
  },
} as const;

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

/** `v1/class/syllabus`: topics of every class, plus modules and chapters when the class is a course. */
export const classSyllabusRecordSchema = {
  $id: "record.classSyllabus",
  type: "object",
  required: ["classroomId", "name", "slug", "kind", "level", "programName", "totalHours", "items", "modules"],
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

/** `v1/class/webinar`: an event (webinar) of a program; the detail adds its `content`. */
const webinarProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  title: { type: "string" },
  speaker: { type: "string" },
  startsAt: { type: "string" },
  endsAt: { type: "string" },
  durationMinutes: { type: "integer", minimum: 1 },
  description: { type: "string" },
  location: { type: "string" },
  programId: { type: "integer" },
  programName: { type: "string" },
  programSlug: { type: "string" },
  /** Decided against the platform's clock, so server and browser render the same label. */
  status: { enum: ["upcoming", "ongoing", "past"] },
} as const;
const webinarRequired = [
  "id",
  "slug",
  "title",
  "speaker",
  "startsAt",
  "endsAt",
  "durationMinutes",
  "description",
  "location",
  "programId",
  "programName",
  "programSlug",
  "status",
] as const;

export const webinarRecordSchema = {
  $id: "record.webinar",
  type: "object",
  required: webinarRequired,
  properties: webinarProperties,
} as const;

export const webinarDetailRecordSchema = {
  $id: "record.webinarDetail",
  type: "object",
  required: [...webinarRequired, "content"],
  properties: { ...webinarProperties, content: { type: "string" } },
} as const;
