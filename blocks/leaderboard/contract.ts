import { defineBlockContract } from "../../engine/index.js";
import { leaderboardRecord } from "./leaderboardRecord.js";
import { leaderboardSchema } from "./leaderboardSchema.js";

/** The leaderboard from `statistic/provincies/score`: provinces ranked by score, as a table. */
export const leaderboardContract = defineBlockContract({
  type: "leaderboard",
  interactive: false,
  heading: "title",
  slots: { leaderboard: { envelope: "generic", required: true, record: leaderboardRecord, list: true } },
  description: "Provinces ranked by their students' scores (rank, points, average, scored students, top schools) as a table.",
  propsSchema: leaderboardSchema,
  example: {
    props: { eyebrow: "Papan Peringkat", title: "Provinsi dengan nilai tertinggi" },
    data: { leaderboard: { source: "statistic.provinces.score", params: { limit: 10 } } },
  },
});
