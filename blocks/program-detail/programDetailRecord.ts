import { programProperties } from "../shared/program/programRecord.js";

/** What the program-detail block reads of its `program` record: the program and its classes. */
export const programDetailRecord = {
  type: "object",
  required: ["id", "slug", "name"],
  properties: {
    ...programProperties,
    classes: {
      type: "array",
      items: {
        type: "object",
        required: ["id", "slug", "name"],
        properties: {
          id: { type: "integer" },
          slug: { type: "string" },
          name: { type: "string" },
          level: { type: "string" },
          type: { type: "string" },
          state: { type: "string" },
          startDate: { type: "string" },
          endDate: { type: "string" },
        },
      },
    },
  },
} as const;
