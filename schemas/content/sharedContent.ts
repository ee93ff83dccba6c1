/**
 * Content every brand's seed draws from, in `tenants/content/shared/`: the name lists students and
 * accounts are made of, and the events each program holds. The seed picks from them with a PRNG by
 * position, so reordering or inserting an entry changes the generated records of every brand.
 */
const text = { type: "string", minLength: 1 } as const;

export const namePoolsSchema = {
  $id: "content.names",
  type: "object",
  additionalProperties: false,
  required: ["givenNames", "familyNames"],
  description: "Common Indonesian given and family names, combined at random; no real person is meant.",
  properties: {
    $schema: { type: "string" },
    givenNames: { type: "array", minItems: 1, items: text },
    familyNames: { type: "array", minItems: 1, items: text },
  },
} as const;

export const webinarTemplateSchema = {
  type: "object",
  additionalProperties: false,
  required: ["title", "lead", "location", "dayOffset", "time", "minutes", "agenda", "audience"],
  properties: {
    title: { ...text, description: "`{program}` is replaced by the program's name." },
    lead: { ...text, description: "`{mentor}` is replaced by the speaking mentor's name and expertise." },
    location: { ...text, description: "`{city}` is replaced by a city of the brand's schools." },
    dayOffset: { type: "integer", description: "Days from the first of the month the seed runs in (each program shifts it by 6 days more)." },
    time: { type: "string", pattern: "^([01]\\d|2[0-3]):[0-5]\\d$", description: "Start time, HH:MM in Asia/Jakarta (WIB)." },
    minutes: { type: "integer", minimum: 1 },
    agenda: { type: "array", minItems: 1, items: text, description: "Agenda items, half an hour apart from the start." },
    audience: { type: "array", minItems: 1, items: text },
  },
} as const;

export const webinarPoolSchema = {
  $id: "content.webinars",
  type: "object",
  additionalProperties: false,
  required: ["webinars"],
  description: "The events every program holds, each written once per program.",
  properties: {
    $schema: { type: "string" },
    // Webinar ids are idBase + program × 10 + position: more than nine would reach the next program's.
    webinars: { type: "array", minItems: 1, maxItems: 9, items: webinarTemplateSchema },
  },
} as const;

export const careerPoolsSchema = {
  $id: "content.careers",
  type: "object",
  additionalProperties: false,
  required: ["companies", "jobs"],
  description: "The fictional partner companies and the jobs of every brand's career fairs (no real firm is meant).",
  properties: {
    $schema: { type: "string" },
    companies: { type: "array", minItems: 1, items: text },
    jobs: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "skills"],
        properties: { title: text, skills: { type: "array", minItems: 1, items: text, description: "The job's requirements." } },
      },
    },
  },
} as const;

export const feedbackPoolsSchema = {
  $id: "content.feedback",
  type: "object",
  additionalProperties: false,
  required: ["reviews", "aspirations", "testimonies"],
  description: "What people say on every brand's site: book reviews, aspirations and testimonies (one row of each per entry and brand).",
  properties: {
    $schema: { type: "string" },
    // Their ids are idBase + position: a brand's rows stay below the next brand's base.
    reviews: { type: "array", maxItems: 9999, items: text },
    aspirations: { type: "array", maxItems: 9999, items: text },
    testimonies: {
      type: "array",
      maxItems: 9999,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["role", "message"],
        properties: { role: { ...text, description: "Who speaks: Alumni, Guru pendamping, …" }, message: text },
      },
    },
  },
} as const;
