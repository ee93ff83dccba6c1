import { backLinkSchema } from "../shared/backLinkSchema.js";

export const eventDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back to the event list above the detail." },
    cta: { ...backLinkSchema, description: "The registration button; shown only while the event has not ended." },
    programPath: {
      description: "Link to the event's program; `{programSlug}` and `{programId}` are filled from the event.",
      type: "string",
      pattern: "^/",
      default: "/Program/{programSlug}",
    },
  },
} as const;
