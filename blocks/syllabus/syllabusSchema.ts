import { headingProps } from "../shared/headingSchema.js";

export const syllabusSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    programQuery: {
      description: "With the `programs` slot: the query key of the chosen program's id (`?program=12`).",
      type: "string",
      pattern: "^[A-Za-z][A-Za-z0-9_-]*$",
      default: "program",
    },
    programPath: {
      description: "Link to the program's page under the syllabus; `{slug}` and `{programId}` are filled from the syllabus.",
      type: "string",
      pattern: "^/",
    },
    emptyText: { description: "Shown when the source has no syllabus.", type: "string", maxLength: 200 },
  },
} as const;
