/** What the mentor list reads of each mentor (an array in `data`). */
export const mentorRecord = {
  type: "object",
  required: ["id", "name"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    name: { type: "string" },
    expertise: { type: "string" },
    avatar: { type: "string" },
    activeClassCount: { type: "integer" },
  },
} as const;
