import { defineBlockContract } from "../../engine/index.js";
import { provinceCountsRecord, provinceScoreRecord } from "./provinceRecords.js";
import { expectSources } from "../shared/expectSources.js";
import { provinceScoresSchema } from "./provinceScoresSchema.js";

const provincesOnly = expectSources({ provinces: ["statistic.provinces"] });
const scoresOnly = expectSources({ scores: ["statistic.provinces.score"] });
// Which slot each metric reads its value from.
const SCORE_METRICS = new Set(["points", "averagePoints"]);

/** Provinces and their scores from `statistic/provincies` and `statistic/provincies/score`: ranked bars with a search. */
export const provinceScoresContract = defineBlockContract({
  type: "province-scores",
  interactive: true,
  heading: "title",
  slots: {
    provinces: { envelope: "generic", record: provinceCountsRecord, list: true },
    scores: { envelope: "generic", record: provinceScoreRecord, list: true },
  },
  description: "Provinces ranked by points, average points, students, schools or alumni, as bars relative to the best, with a search by name and 'show all'.",
  propsSchema: provinceScoresSchema,
  check(item) {
    const metric = (item.props?.metric as string | undefined) ?? "points";
    const slot = SCORE_METRICS.has(metric) ? "scores" : "provinces";
    const missing = item.data?.[slot]
      ? []
      : [
          {
            pointer: "/data",
            message: `Metric '${metric}' is read from data.${slot}; expected a '${slot === "scores" ? "statistic.provinces.score" : "statistic.provinces"}' binding there`,
          },
        ];
    return [...missing, ...provincesOnly(item), ...scoresOnly(item)];
  },
  example: {
    props: { eyebrow: "Liga SMK", title: "Peringkat provinsi", subtitle: "Total poin siswa setiap provinsi dari seluruh babak liga.", metric: "points" },
    data: {
      scores: { source: "statistic.provinces.score", params: { limit: 38 } },
      provinces: { source: "statistic.provinces" },
    },
  },
});
