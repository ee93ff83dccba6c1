import { mediaRefSchema } from "../../../schemas/mediaRef.js";
/** An LMS feature page (title, slug, description, image) plus its feature lists. */
export const lmsFeatureSchema = {
  type: "object",
  additionalProperties: false,
  required: ["slug", "title", "summary", "description", "image", "features"],
  properties: {
    slug: { type: "string", pattern: "^[a-z0-9]+(-[a-z0-9]+)*$" },
    title: { type: "string", minLength: 1 },
    summary: { type: "string", minLength: 1 },
    description: { type: "string", minLength: 1 },
    image: mediaRefSchema,
    features: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["title", "description"],
        properties: { title: { type: "string", minLength: 1 }, description: { type: "string", minLength: 1 } },
      },
    },
    /** Programming languages the feature supports (the coding studio lists twelve). */
    languages: { type: "array", minItems: 1, uniqueItems: true, items: { type: "string", minLength: 1 } },
  },
} as const;
