import { backLinkSchema } from "../shared/backLinkSchema.js";

export const articleDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    showCover: { type: "boolean", default: true },
  },
} as const;
