import { backLinkSchema } from "../shared/backLinkSchema.js";

export const eventDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    /** Shown only while the event has not ended. */
    cta: backLinkSchema,
    /** Link to the event's program; `{programSlug}` and `{programId}` are filled from the event. */
    programPath: { type: "string", pattern: "^/", default: "/Program/{programSlug}" },
  },
} as const;
