import { headingProps } from "../shared/headingSchema.js";

const CLASS_STATES = ["comingSoon", "onRegistration", "started", "ended", "none"] as const;

/** The numbers each source answers, as dot paths into its data. */
export const OVERVIEW_PATHS = {
  "statistic.summary": [
    "students", "alumni", "schools", "cities", "provinces", "programs", "mentors", "classes", "teams", "registrations", "events",
    ...CLASS_STATES.map((state) => `classesByState.${state}` as const),
  ],
  "statistic.landing.counter": ["students", "alumni", "schools", "cities", "mentors", "programs", "classes"],
  "statistic.counter": [
    ...CLASS_STATES.map((state) => `classes.${state}` as const),
    "registrations.account", "registrations.team", "registrations.school", "events",
  ],
} as const;

const ALL_PATHS = [...new Set(Object.values(OVERVIEW_PATHS).flat())];

export const statOverviewSchema = {
  type: "object",
  additionalProperties: false,
  required: ["items"],
  properties: {
    ...headingProps,
    tone: { enum: ["light", "brand"], default: "light" },
    items: {
      type: "array",
      minItems: 1,
      maxItems: 8,
      items: {
        type: "object",
        additionalProperties: false,
        required: ["path", "label"],
        properties: {
          /** Where the number is in the source's data, e.g. `students` or `classesByState.started`. */
          path: { enum: ALL_PATHS as unknown as readonly [(typeof ALL_PATHS)[number], ...(typeof ALL_PATHS)[number][]] },
          label: { type: "string", minLength: 1, maxLength: 60 },
          /** One short line under the label. */
          note: { type: "string", maxLength: 120 },
          suffix: { type: "string", maxLength: 8 },
        },
      },
    },
  },
} as const;
