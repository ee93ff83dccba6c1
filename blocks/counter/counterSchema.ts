import { headingProps } from "../shared/headingSchema.js";

export const COUNTER_KEYS = [
  "alumni", "cities", "cities_active", "cities_alumni", "schools",
  "schools_active", "schools_alumni", "students", "mentors", "programs",
] as const;

export const counterBlockSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    ...headingProps,
    tone: { enum: ["light", "brand"], default: "light" },
    items: {
      type: "array",
      minItems: 1,
      maxItems: 6,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["key", "label"],
        properties: {
          key: { enum: COUNTER_KEYS },
          label: { type: "string", minLength: 1, maxLength: 60 },
          suffix: { type: "string", maxLength: 8 },
        },
      },
    },
  },
} as const;
