/** What the batch cards read of each active batch (an array in `data`). */
export const activeBatchRecord = {
  type: "object",
  required: ["id", "name"],
  properties: {
    id: { type: "integer" },
    name: { type: "string" },
    status: { type: "string" },
    startDate: { type: "string" },
    endDate: { type: "string" },
    quota: { type: "integer" },
    programName: { type: "string" },
    students: { type: "integer" },
  },
} as const;
