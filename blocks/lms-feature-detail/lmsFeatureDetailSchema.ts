export const lmsFeatureDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    action: {
      description: "Call to action under the feature, e.g. a demo request.",
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
