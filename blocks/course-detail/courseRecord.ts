/** What the course-detail block reads of its `course` record (the class overview of a course). */
export const courseRecord = {
  type: "object",
  required: ["name", "slug", "comingSoon", "onRegistration", "started", "ended"],
  properties: {
    name: { type: "string" },
    slug: { type: "string" },
    description: { type: "string" },
    level: { type: "string" },
    logo: { type: "string" },
    programName: { type: "string" },
    comingSoon: { type: "boolean" },
    onRegistration: { type: "boolean" },
    started: { type: "boolean" },
    ended: { type: "boolean" },
  },
} as const;
