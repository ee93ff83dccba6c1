import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the leaderboard reads of each ranked province (an array in `data`). */
export const leaderboardRecord = readsRecord("provinceScore", {
  required: ["rank", "province", "totalPoints"],
  optional: ["provinceId", "averagePoints", "scoredStudents", "topSchools"],
});
