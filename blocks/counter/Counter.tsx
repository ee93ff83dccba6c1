import type { FromSchema } from "json-schema-to-ts";
import { generic } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { NumberTiles } from "../shared/NumberTiles.js";
import type { counterBlockSchema } from "./counterSchema.js";
import type { countsRecord } from "./countsRecord.js";

export type CounterProps = FromSchema<typeof counterBlockSchema>;
type Counts = FromSchema<typeof countsRecord>;

/** The counters of `v1/statistics/counter`, by flag, as big numbers. */
export function Counter({ props, data }: BlockComponentProps<CounterProps>) {
  const counts = generic<Counts>(data.counter);
  return (
    <NumberTiles
      heading={props}
      tone={props.tone}
      state={counts}
      marker="data-counter"
      tiles={() => props.items.map((item) => ({ key: item.key, label: item.label, value: counts.data?.[item.key] ?? 0, suffix: item.suffix }))}
    />
  );
}
