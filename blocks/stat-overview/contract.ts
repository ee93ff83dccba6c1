import { defineBlockContract } from "../../engine/index.js";
import { anyRecord } from "../../schemas/records/slotRecord.js";
import { expectSources } from "../shared/expectSources.js";
import { OVERVIEW_PATHS, statOverviewSchema } from "./statOverviewSchema.js";

const SOURCES = Object.keys(OVERVIEW_PATHS) as (keyof typeof OVERVIEW_PATHS)[];
const sourceOnly = expectSources({ stats: SOURCES });

/**
 * Numbers from `statistics`, `statistic/landing/counter` or `statistic/counter` as tiles. The
 * services host's `v1/statistics/counter` stays with the counter block; this one reads nested
 * numbers (classes by state, registrations by kind) by path.
 */
export const statOverviewContract = defineBlockContract({
  type: "stat-overview",
  interactive: false,
  heading: "title",
  slots: { stats: { envelope: "generic", required: true, record: anyRecord } },
  description:
    "Statistics tiles: chosen numbers (by dot path, e.g. classesByState.started) from the statistics summary, the landing counter or the class/registration counter.",
  propsSchema: statOverviewSchema,
  check(item) {
    const wrongSource = sourceOnly(item);
    if (wrongSource.length) return wrongSource;
    const source = item.data?.stats?.source as keyof typeof OVERVIEW_PATHS | undefined;
    const known: readonly string[] = source ? OVERVIEW_PATHS[source] : [];
    const items = (item.props?.items ?? []) as { path: string }[];
    return items.flatMap((entry, i) =>
      source && !known.includes(entry.path)
        ? [{ pointer: `/props/items/${i}/path`, message: `'${source}' has no number at '${entry.path}'; expected one of ${known.join(", ")}` }]
        : [],
    );
  },
  example: {
    props: {
      eyebrow: "Statistik",
      title: "Kelas dan pendaftaran hari ini",
      items: [
        { path: "classesByState.onRegistration", label: "Kelas membuka pendaftaran" },
        { path: "classesByState.started", label: "Kelas sedang berjalan" },
        { path: "registrations", label: "Pendaftaran tim dan sekolah" },
        { path: "provinces", label: "Provinsi terjangkau" },
      ],
    },
    data: { stats: { source: "statistic.summary" } },
  },
});
