import { headingProps } from "../shared/headingSchema.js";

/** The sum of a table's `amount` column, with an optional goal. */
export const collectedTotalSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    /** In whole rupiah; shows how far the total has come. */
    goal: { type: "integer", minimum: 1 },
    /** After the sum: "terkumpul". */
    label: { type: "string", minLength: 1, maxLength: 60 },
    /** After the number of records: "donasi". */
    countLabel: { type: "string", minLength: 1, maxLength: 40 },
  },
} as const;
