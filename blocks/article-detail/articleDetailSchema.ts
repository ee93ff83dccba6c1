import { backLinkSchema } from "../shared/backLinkSchema.js";

export const articleDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back to the news list above the article." },
    showCover: { description: "Show the article's cover image above its text. Defaults to true.", type: "boolean", default: true },
  },
} as const;
