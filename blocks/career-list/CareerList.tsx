import type { FromSchema } from "json-schema-to-ts";
import { paginated } from "../../engine/index.js";
import type { BlockComponentProps } from "../../engine/react.js";
import { CardListSection } from "../shared/CardListSection.js";
import { CareerCard, type CareerItem } from "../shared/career/CareerCard.js";
import type { careerListSchema } from "./careerListSchema.js";

export type CareerListProps = FromSchema<typeof careerListSchema>;

export function CareerList({ props, data, bindings }: BlockComponentProps<CareerListProps>) {
  const detailPath = props.detailPath ?? "/Event/Careers/{id}/{slug}";
  return (
    <CardListSection
      heading={props}
      state={paginated<CareerItem>(data.careers)}
      binding={bindings.careers}
      label="daftar karier"
      emptyText={props.emptyText ?? "Belum ada acara karier saat ini."}
      columns={props.columns ?? 3}
      renderItem={(item) => <CareerCard key={item.id} item={item} detailPath={detailPath} />}
    />
  );
}
