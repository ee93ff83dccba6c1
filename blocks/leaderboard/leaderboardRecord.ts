/** What the leaderboard reads of each ranked province (an array in `data`). */
export const leaderboardRecord = {
  type: "object",
  required: ["rank", "province", "totalPoints"],
  properties: {
    rank: { type: "integer" },
    provinceId: { type: "integer" },
    province: { type: "string" },
    totalPoints: { type: "number" },
    averagePoints: { type: "number" },
    scoredStudents: { type: "integer" },
    topSchools: {
      type: "array",
      items: {
        type: "object",
        required: ["school"],
        properties: { schoolId: { type: "integer" }, school: { type: "string" }, city: { type: "string" }, totalPoints: { type: "number" } },
      },
    },
  },
} as const;
