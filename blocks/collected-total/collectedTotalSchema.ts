import { headingProps } from "../shared/headingSchema.js";

/** The sum of a table's `amount` column, with an optional goal. */
export const collectedTotalSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
    goal: { description: "The target in whole rupiah; a bar shows how far the total has come.", type: "integer", minimum: 1 },
    label: { description: 'Said after the sum, e.g. "terkumpul".', type: "string", minLength: 1, maxLength: 60 },
    countLabel: { description: 'Said after the number of records, e.g. "donasi".', type: "string", minLength: 1, maxLength: 40 },
  },
} as const;
