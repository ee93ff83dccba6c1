import { backLinkSchema } from "../shared/backLinkSchema.js";

export const classDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: backLinkSchema,
    cta: {
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: { label: { type: "string", minLength: 1, maxLength: 40 }, to: { type: "string", pattern: "^/" } },
    },
  },
} as const;
