/** A `v1/class/webinar` item (and, with `content`, the `v1/class/webinar/detail` record). */
export const eventRecordSchema = {
  $id: "record.event",
  type: "object",
  required: ["id", "slug", "title", "startsAt", "durationMinutes", "status"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    title: { type: "string" },
    speaker: { type: "string" },
    startsAt: { type: "string" },
    endsAt: { type: "string" },
    durationMinutes: { type: "integer", minimum: 1 },
    description: { type: "string" },
    location: { type: "string" },
    programId: { type: "integer" },
    programName: { type: "string" },
    programSlug: { type: "string" },
    status: { enum: ["upcoming", "ongoing", "past"] },
    content: { type: "string" },
  },
} as const;
