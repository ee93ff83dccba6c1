import type { FromSchema } from "json-schema-to-ts";
import { paginated } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { CardListSection } from "../shared/CardListSection.js";
import { ProgramCard, type ProgramItem } from "./ProgramCard.js";
import type { programListSchema } from "./programListSchema.js";

export type ProgramListProps = FromSchema<typeof programListSchema>;

export function ProgramList({ props, data, bindings }: BlockComponentProps<ProgramListProps>) {
  const detailPath = props.detailPath ?? "/Program/{slug}";
  return (
    <CardListSection
      heading={props}
      state={paginated<ProgramItem>(data.programs)}
      binding={bindings.programs}
      label="daftar program"
      emptyText={props.emptyText ?? "Belum ada program aktif."}
      columns={props.columns ?? 3}
      renderItem={(item) => <ProgramCard key={item.id} item={item} detailPath={detailPath} />}
    />
  );
}
