import { CLASS_STATES } from "../shared/classStates.js";
import { headingProps } from "../shared/headingSchema.js";

/** The numbers each source answers, as dot paths into its data. */
export const OVERVIEW_PATHS = {
  "statistic.summary": [
    "students",
    "alumni",
    "schools",
    "cities",
    "provinces",
    "programs",
    "mentors",
    "classes",
    "teams",
    "registrations",
    "events",
    ...CLASS_STATES.map((state) => `classesByState.${state}` as const),
  ],
  "statistic.landing.counter": ["students", "alumni", "schools", "cities", "mentors", "programs", "classes"],
  "statistic.counter": [
    ...CLASS_STATES.map((state) => `classes.${state}` as const),
    "registrations.account",
    "registrations.team",
    "registrations.school",
    "events",
  ],
} as const;

const ALL_PATHS = [...new Set(Object.values(OVERVIEW_PATHS).flat())];

export const statOverviewSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    ...headingProps,
    tone: { description: "Background: light or the brand colour.", enum: ["light", "brand"], default: "light" },
    items: {
      description: "The numbers shown, in order (1 to 8).",
      type: "array",
      minItems: 1,
      maxItems: 8,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["path", "label"],
        properties: {
          path: {
            description: "Where the number is in the source's data, e.g. `students` or `classesByState.started`.",
            enum: ALL_PATHS as unknown as readonly [(typeof ALL_PATHS)[number], ...(typeof ALL_PATHS)[number][]],
          },
          label: { description: "The words under the number.", type: "string", minLength: 1, maxLength: 60 },
          note: { description: "One short line under the label.", type: "string", maxLength: 120 },
          suffix: { description: 'Said right after the number, e.g. "+".', type: "string", maxLength: 8 },
        },
      },
    },
  },
} as const;
