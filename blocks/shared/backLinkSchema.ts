/** A "← back to the list" link above a detail block. */
export const backLinkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "to"],
  properties: {
    label: { description: "The link's text.", type: "string", minLength: 1, maxLength: 60 },
    to: { description: "A site path starting with `/`.", type: "string", pattern: "^/" },
  },
} as const;
