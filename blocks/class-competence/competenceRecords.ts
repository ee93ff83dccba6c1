/** What the class-competence block reads of its `class` record (the overview: names and the flags its badge comes from) beside the class syllabus. */
export const competenceClassRecord = {
  type: "object",
  required: ["name", "comingSoon", "onRegistration", "started", "ended"],
  properties: {
    name: { type: "string" },
    description: { type: "string" },
    level: { type: "string" },
    mentorName: { type: "string" },
    programName: { type: "string" },
    comingSoon: { type: "boolean" },
    onRegistration: { type: "boolean" },
    started: { type: "boolean" },
    ended: { type: "boolean" },
  },
} as const;
