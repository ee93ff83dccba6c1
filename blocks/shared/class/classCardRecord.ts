/** What a class card reads of each listed class: its names, schedule and the flags its badge comes from. */
export const classCardProperties = {
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
} as const;

export const classCardRecord = {
  type: "object",
  required: ["id", "name", "slug", "comingSoon", "onRegistration", "started", "ended"],
  properties: classCardProperties,
} as const;

/** The filter's program choices (`programs`, an array in `data`). */
export const programChoiceRecord = {
  type: "object",
  required: ["id", "name"],
  properties: { id: { type: "integer" }, name: { type: "string" } },
} as const;
