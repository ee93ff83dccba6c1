import { defineBlockContract } from "../../engine/index.js";
import { countsRecord } from "./countsRecord.js";
import { counterBlockSchema } from "./counterSchema.js";

/** Public statistics counters from `v1/statistics/counter`. */
export const counterContract = defineBlockContract({
  type: "counter",
  interactive: false,
  heading: "title",
  slots: { counter: { envelope: "generic", required: true, record: countsRecord } },
  description: "Statistics counters (students, schools, cities, mentors …) from the services host.",
  propsSchema: counterBlockSchema,
  check(item) {
    // Every counter shown must be asked for, or it would always read 0.
    const params = item.data?.counter?.params ?? {};
    const items = (item.props?.items ?? []) as { key: string }[];
    return items.flatMap((entry, i) =>
      Object.keys(params).length && params[entry.key] !== true
        ? [
            {
              pointer: `/props/items/${i}/key`,
              message: `Counter '${entry.key}' is shown but not requested; expected "${entry.key}": true in data.counter.params`,
            },
          ]
        : [],
    );
  },
  example: {
    props: {
      title: "Dampak kami",
      items: [
        { key: "students", label: "Siswa" },
        { key: "schools", label: "Sekolah" },
      ],
    },
    data: { counter: { source: "statistics.counter", params: { students: true, schools: true } } },
  },
});
