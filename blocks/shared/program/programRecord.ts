/** What a program card reads of each listed program. */
export const programProperties = {
  id: { type: "integer" },
  slug: { type: "string" },
  name: { type: "string" },
  summary: { type: "string" },
  logo: { type: "string" },
  classCount: { type: "integer" },
  studentCount: { type: "integer" },
  schoolCount: { type: "integer" },
} as const;

export const programRecord = {
  type: "object",
  required: ["id", "slug", "name"],
  properties: programProperties,
} as const;
