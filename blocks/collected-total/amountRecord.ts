/** What the collected total reads of each row: its whole-number amount (spec: `select=amount`). */
export const amountRecord = {
  type: "object",
  required: ["amount"],
  properties: { amount: { type: "integer" } },
} as const;
