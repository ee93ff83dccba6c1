/** What a job card reads of each job opening. */
export const jobRecord = {
  type: "object",
  required: ["id", "title"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    company: { type: "string" },
    location: { type: "string" },
    employmentType: { type: "string" },
    salaryMin: { type: "integer" },
    salaryMax: { type: "integer" },
    description: { type: "string" },
    requirements: { type: "array", items: { type: "string" } },
  },
} as const;
