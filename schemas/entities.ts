/** Records the blocks read from the platform. Blocks infer their item types from these schemas. */
export const classItemSchema = {
  $id: "entity.class",
  type: "object",
  required: ["id", "name", "slug", "comingSoon", "onRegistration", "started", "ended"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    slug: { type: "string" },
    description: { type: "string" },
    logo: { type: "string" },
    level: { type: "string" },
    type: { type: "string" },
    programName: { type: "string" },
    mentorName: { type: "string" },
    startDate: { type: "string" },
    endDate: { type: "string" },
    comingSoon: { type: "boolean" },
    onRegistration: { type: "boolean" },
    started: { type: "boolean" },
    ended: { type: "boolean" },
  },
} as const;

export const postItemSchema = {
  $id: "entity.post",
  type: "object",
  required: ["id", "title", "kind"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    slug: { type: "string" },
    kind: { type: "string" },
    type: { type: "string" },
    summary: { type: "string" },
    content: { type: "string" },
    cover: { type: "string" },
    author: { type: "string" },
    publishedAt: { type: "string" },
  },
} as const;

/** `v1/statistics/counter` answers only the counters it was asked for. */
export const counterSchema = {
  $id: "entity.counter",
  type: "object",
  additionalProperties: { type: "integer", minimum: 0 },
  propertyNames: {
    enum: [
      "alumni", "cities", "cities_active", "cities_alumni", "schools",
      "schools_active", "schools_alumni", "students", "mentors", "programs",
    ],
  },
} as const;
