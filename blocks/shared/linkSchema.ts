/** A link prop of the presentational blocks: a label and where it goes. */
export const linkSchema = {
  type: "object",
  additionalProperties: false,
  required: ["label", "to"],
  properties: {
    label: { type: "string", minLength: 1, maxLength: 40, description: "The link's text." },
    to: {
      type: "string",
      minLength: 1,
      maxLength: 300,
      pattern: "^(/|https?://|#|mailto:)",
      description: "A site path (client navigation), an absolute http(s) URL, an anchor or a mailto: address.",
      examples: ["/Class"],
    },
  },
} as const;
