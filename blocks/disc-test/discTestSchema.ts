import { headingProps } from "../shared/headingSchema.js";

/**
 * The questionnaire is the block's own data (discQuestionnaire.ts), not layout props: its scoring and
 * the stored columns' 0…28 range depend on its shape, so a layout may only title the block.
 */
export const discTestSchema = {
  type: "object",
  additionalProperties: false,
  properties: {
    ...headingProps,
  },
} as const;
