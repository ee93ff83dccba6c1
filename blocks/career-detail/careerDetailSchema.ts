import { backLinkSchema } from "../shared/backLinkSchema.js";

export const careerDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    jobsTitle: { type: "string", maxLength: 80, default: "Lowongan yang tersedia" },
    /** Shown only when this route parameter is present (for routes whose slug is optional). */
    whenParam: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9]*$" },
    apply: backLinkSchema,
  },
} as const;
