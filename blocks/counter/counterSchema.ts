import { counterRecordSchema } from "../../schemas/records/statisticRecords.js";
import { headingProps } from "../shared/headingSchema.js";

/** The counters the statistics source can answer: the counter record's own names. */
export const COUNTER_KEYS = counterRecordSchema.propertyNames.enum;

export const counterBlockSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    ...headingProps,
    tone: { description: "Background: light or the brand colour.", enum: ["light", "brand"], default: "light" },
    items: {
      description: "The numbers shown, in order (1 to 6).",
      type: "array",
      minItems: 1,
      maxItems: 6,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["key", "label"],
        properties: {
          key: { description: "Which counter of the statistics source is shown.", enum: COUNTER_KEYS },
          label: { description: 'The words under the number, e.g. "Siswa".', type: "string", minLength: 1, maxLength: 60 },
          suffix: { description: 'Said right after the number, e.g. "+".', type: "string", maxLength: 8 },
        },
      },
    },
  },
} as const;
