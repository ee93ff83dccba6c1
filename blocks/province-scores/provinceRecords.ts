import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the province ranking reads of each row of `statistic/provincies` (an array in `data`). */
export const provinceCountsRecord = readsRecord("provinceStatistic", { required: ["provinceId", "province"], optional: ["schools", "students", "alumni"] });

/** …and of each row of `statistic/provincies/score`. */
export const provinceScoreRecord = readsRecord("provinceScore", {
  required: ["provinceId", "province"],
  optional: ["totalPoints", "averagePoints", "scoredStudents"],
});
