import { backLinkSchema } from "../shared/backLinkSchema.js";

export const classDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back to the class list above the detail." },
    cta: {
      description: "The registration button of the class; its `to` may hold `{slug}`.",
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: {
        label: { description: "The link's text.", type: "string", minLength: 1, maxLength: 40 },
        to: { description: "A site path starting with `/`.", type: "string", pattern: "^/" },
      },
    },
  },
} as const;
