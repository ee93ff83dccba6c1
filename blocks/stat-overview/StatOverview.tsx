import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { NumberTiles } from "../shared/NumberTiles.js";
import { readStatPath } from "./readStatPath.js";
import type { statOverviewSchema } from "./statOverviewSchema.js";

export type StatOverviewProps = FromSchema<typeof statOverviewSchema>;

/** Chosen numbers of the platform's statistics (totals, classes by state, registrations) as tiles. */
export function StatOverview({ props, data }: BlockComponentProps<StatOverviewProps>) {
  const stats = generic<unknown>(data.stats);
  return (
    <NumberTiles
      heading={props}
      tone={props.tone}
      state={stats}
      marker="data-stat"
      tiles={() =>
        props.items.map((item) => ({ key: item.path, label: item.label, value: readStatPath(stats.data, item.path), suffix: item.suffix, note: item.note }))
      }
    />
  );
}
