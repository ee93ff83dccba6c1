export const lmsFeatureDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    /** Call to action under the feature, e.g. a demo request. */
    action: {
      type: "object",
      additionalProperties: false,
      required: ["label", "to"],
      properties: { label: { type: "string", minLength: 1, maxLength: 40 }, to: { type: "string", pattern: "^/" } },
    },
  },
} as const;
