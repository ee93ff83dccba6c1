import type { FromSchema } from "json-schema-to-ts";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { paginated } from "../../engine/render/SourceState.js";
import { PaginatedCards } from "../shared/PaginatedCards.js";
import { BlockSection } from "../shared/BlockSection.js";
import { ClassCard, type ClassItem } from "./ClassCard.js";
import type { classListSchema } from "./classListSchema.js";

export type ClassListProps = FromSchema<typeof classListSchema>;

export function ClassList({ props, data, bindings }: BlockComponentProps<ClassListProps>) {
  const detailPath = props.detailPath ?? "/Class/{slug}";
  return (
    <BlockSection heading={props}>
      <PaginatedCards
        state={paginated<ClassItem>(data.classes)}
        binding={bindings.classes}
        label="daftar kelas"
        emptyText={props.emptyText ?? "Belum ada kelas yang dibuka saat ini."}
        columns={props.columns ?? 3}
        renderItem={(item) => <ClassCard key={item.id} item={item} detailPath={detailPath} />}
      />
    </BlockSection>
  );
}
