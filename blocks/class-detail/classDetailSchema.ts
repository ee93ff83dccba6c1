export const classDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: {
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: { label: { type: "string", minLength: 1, maxLength: 60 }, to: { type: "string", pattern: "^/" } },
    },
    cta: {
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: { label: { type: "string", minLength: 1, maxLength: 40 }, to: { type: "string", pattern: "^/" } },
    },
  },
} as const;
