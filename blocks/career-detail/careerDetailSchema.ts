import { backLinkSchema } from "../shared/backLinkSchema.js";

export const careerDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    jobsTitle: { type: "string", maxLength: 80, default: "Lowongan yang tersedia" },
    apply: backLinkSchema,
  },
} as const;
