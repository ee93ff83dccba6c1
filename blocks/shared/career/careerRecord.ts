/** What a career card reads of each listed career event. */
export const careerProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  title: { type: "string" },
  organizer: { type: "string" },
  location: { type: "string" },
  summary: { type: "string" },
  cover: { type: "string" },
  startsOn: { type: "string" },
  endsOn: { type: "string" },
  jobCount: { type: "integer" },
} as const;

export const careerRecord = {
  type: "object",
  required: ["id", "slug", "title"],
  properties: careerProperties,
} as const;
