import { backLinkSchema } from "../shared/backLinkSchema.js";

export const classCompetenceSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back above the competences." },
    cta: { ...backLinkSchema, description: "The call-to-action button under the competences, e.g. registration." },
    classPath: { description: "Link to the class page; `{slug}` is filled from the class.", type: "string", pattern: "^/", default: "/Class/{slug}" },
  },
} as const;
