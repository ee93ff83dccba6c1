import { backLinkSchema } from "../shared/backLinkSchema.js";

export const programDetailSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    back: { ...backLinkSchema, description: "The link back to the program list above the detail." },
    cta: { ...backLinkSchema, description: "The call-to-action button of the program." },
    classPath: {
      description: "Link of each class of the program; `{slug}` is filled from the class.",
      type: "string",
      pattern: "^/",
      default: "/Class/{slug}",
    },
    schoolsPageSize: {
      description: "Schools per page of the program's school list (read with the program's id).",
      type: "integer",
      minimum: 1,
      maximum: 100,
      default: 10,
    },
  },
} as const;
