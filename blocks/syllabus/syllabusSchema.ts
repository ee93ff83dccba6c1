import { headingProps } from "../shared/headingSchema.js";

export const syllabusSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** With the `programs` slot: the query key of the chosen program's id (`?program=12`). */
    programQuery: { type: "string", pattern: "^[A-Za-z][A-Za-z0-9_-]*$", default: "program" },
    /** Link to the program's page under the syllabus; `{slug}` and `{programId}` are filled from the syllabus. */
    programPath: { type: "string", pattern: "^/" },
    emptyText: { type: "string", maxLength: 200 },
  },
} as const;
