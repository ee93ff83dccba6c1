/** A "← back to the list" link above a detail block. */
export const backLinkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "to"],
  properties: { label: { type: "string", minLength: 1, maxLength: 60 }, to: { type: "string", pattern: "^/" } },
} as const;
