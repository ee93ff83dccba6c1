/** What the counter block reads of its record: whole numbers by counter name (the props pick which). */
export const countsRecord = {
  type: "object",
  additionalProperties: { type: "integer" },
} as const;
