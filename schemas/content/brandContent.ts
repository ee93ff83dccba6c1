/**
 * A brand's seeded content as a data file, `tenants/content/<site-id>.json`: the programs, mentors,
 * classes, schools and posts the embedded platform writes for the site of the same id at start. The
 * site's settings are its site file (`tenants/sites/<site-id>.json`), its courses
 * `tenants/content/<site-id>.courses.json` (brandCourses.ts).
 */
export const contentSlugSchema = {
  type: "string",
  pattern: "^[a-z0-9]+(-[a-z0-9]+)*$",
  description: "Lower-case words joined by hyphens; unique in its list, it names the record in URLs and media paths.",
} as const;

export const isoDateSchema = { type: "string", pattern: "^\\d{4}-\\d{2}-\\d{2}$", description: "A date as YYYY-MM-DD." } as const;

const text = { type: "string", minLength: 1 } as const;

/** The cities schools can be seeded in (site/platform/seed/cities.ts gives each its stable id). */
export const SEED_CITY_KEYS = [
  "bandung",
  "bekasi",
  "bogor",
  "jakartaSelatan",
  "jakartaTimur",
  "semarang",
  "solo",
  "yogyakarta",
  "surabaya",
  "malang",
  "denpasar",
  "medan",
  "padang",
  "palembang",
  "makassar",
  "manado",
  "balikpapan",
  "pontianak",
  "mataram",
  "kupang",
  "jayapura",
  "ambon",
] as const;

export const CLASS_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const CLASS_TYPES = ["online", "offline", "hybrid"] as const;
/** The badge a class shows; `none` shows "Segera Dimulai" (no state flag set). */
export const SEED_CLASS_STATES = ["comingSoon", "onRegistration", "started", "ended", "none"] as const;
export const POST_KINDS = ["news", "blog", "berita", "article"] as const;

export const programContentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug", "name", "summary"],
  properties: { slug: contentSlugSchema, name: text, summary: text },
} as const;

export const mentorContentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug", "name", "expertise"],
  properties: { slug: contentSlugSchema, name: text, expertise: text },
} as const;

/** What a class and a course share: the listed class itself. */
export const classFieldsSchema = {
  slug: contentSlugSchema,
  name: text,
  description: text,
  program: { ...contentSlugSchema, description: "The slug of one of this brand's programs." },
  mentor: { ...contentSlugSchema, description: "The slug of one of this brand's mentors." },
  level: { enum: CLASS_LEVELS },
  type: { enum: CLASS_TYPES },
  state: { enum: SEED_CLASS_STATES, description: 'The badge: comingSoon, onRegistration, started, ended, or none ("Segera Dimulai").' },
  start: isoDateSchema,
  end: isoDateSchema,
} as const;

export const classFieldsRequired = ["slug", "name", "description", "program", "mentor", "level", "type", "state", "start", "end"] as const;

export const classContentSchema = {
  type: "object",
  additionalProperties: false,
  required: [...classFieldsRequired, "syllabus"],
  properties: {
    ...classFieldsSchema,
    syllabus: { type: "array", minItems: 1, items: text, description: "Topic titles; the hours of each topic are derived from the class slug." },
  },
} as const;

export const schoolContentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug", "name", "city"],
  properties: { slug: contentSlugSchema, name: text, city: { enum: SEED_CITY_KEYS } },
} as const;

export const postContentSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug", "title", "kind", "type", "author", "publishedAt", "summary", "intro", "heading", "points", "body"],
  properties: {
    slug: contentSlugSchema,
    title: text,
    kind: { enum: POST_KINDS },
    type: { ...text, description: "The post's category label (prestasi, tutorial, …)." },
    author: text,
    publishedAt: {
      type: "string",
      pattern: "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(Z|[+-]\\d{2}:\\d{2})$",
      description: "ISO date-time with its offset; lists are ordered newest first by it.",
    },
    summary: text,
    intro: { ...text, description: "The body's first paragraph." },
    heading: { ...text, description: "The heading above the list of points." },
    points: { type: "array", minItems: 1, items: text },
    body: { ...text, description: "The paragraph after the points." },
    active: { type: "boolean", description: "false keeps the post out of the lists; true when absent." },
  },
} as const;

export const brandContentSchema = {
  $id: "content.brand",
  type: "object",
  additionalProperties: false,
  required: ["id", "idBase", "programs", "mentors", "classes", "schools", "posts", "studentCount", "postClosing"],
  properties: {
    $schema: { type: "string" },
    id: { type: "string", pattern: "^[a-z][a-z0-9-]{1,40}$", description: "The tenant id: the name of its site file and of this file." },
    idBase: {
      type: "integer",
      minimum: 10000,
      multipleOf: 10000,
      description: "Ids of this brand's rows are idBase + index: stable across runs and disjoint between brands (each brand its own base).",
    },
    programs: { type: "array", items: programContentSchema },
    mentors: { type: "array", items: mentorContentSchema },
    // Course ids start at idBase + 901.
    classes: { type: "array", maxItems: 900, items: classContentSchema },
    schools: { type: "array", items: schoolContentSchema },
    // Generated berita posts take ids from idBase + 501.
    posts: { type: "array", maxItems: 500, items: postContentSchema },
    studentCount: { type: "integer", minimum: 0, maximum: 9999, description: "How many students the seed generates (with their enrollments)." },
    postClosing: {
      type: "object",
      additionalProperties: false,
      required: ["text", "linkLabel", "href"],
      description: "The closing paragraph of every post, ending in a link; `{title}` in the text is replaced by the post's title.",
      properties: {
        text: { type: "string" },
        linkLabel: text,
        href: { type: "string", pattern: "^(/|https?://)" },
      },
    },
  },
} as const;
