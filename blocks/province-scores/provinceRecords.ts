/** What the province ranking reads of each row of `statistic/provincies` (an array in `data`). */
export const provinceCountsRecord = {
  type: "object",
  required: ["provinceId", "province"],
  properties: {
    provinceId: { type: "integer" },
    province: { type: "string" },
    schools: { type: "integer" },
    students: { type: "integer" },
    alumni: { type: "integer" },
  },
} as const;

/** …and of each row of `statistic/provincies/score`. */
export const provinceScoreRecord = {
  type: "object",
  required: ["provinceId", "province"],
  properties: {
    provinceId: { type: "integer" },
    province: { type: "string" },
    totalPoints: { type: "number" },
    averagePoints: { type: "number" },
    scoredStudents: { type: "integer" },
  },
} as const;
