export const articleDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: {
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: { label: { type: "string", minLength: 1, maxLength: 60 }, to: { type: "string", pattern: "^/" } },
    },
    showCover: { type: "boolean", default: true },
  },
} as const;
