import type { FromSchema } from "json-schema-to-ts";
import type { BlockComponentProps } from "../../engine/render/BlockDefinition.js";
import { generic, paginated } from "../../engine/render/SourceState.js";
import { PaginatedCards } from "../shared/PaginatedCards.js";
import { BlockSection } from "../shared/BlockSection.js";
import { ClassCard, type ClassItem } from "./ClassCard.js";
import { ClassFilterBar } from "./ClassFilterBar.js";
import type { classListSchema } from "./classListSchema.js";

export type ClassListProps = FromSchema<typeof classListSchema>;

export function ClassList({ props, data, bindings }: BlockComponentProps<ClassListProps>) {
  const detailPath = props.detailPath ?? "/Class/{slug}";
  // The program filter's choices come from the optional `programs` slot (`program.list`), prefetched with the page.
  const programs = (generic<{ id: number; name: string }[]>(data.programs).data ?? []).map((program) => ({ value: String(program.id), label: program.name }));
  return (
    <BlockSection heading={props}>
      {props.filters === false ? null : <ClassFilterBar binding={bindings.classes} programs={programs} />}
      <PaginatedCards
        state={paginated<ClassItem>(data.classes)}
        binding={bindings.classes}
        label={props.itemLabel ?? "daftar kelas"}
        emptyText={props.emptyText ?? "Belum ada kelas yang dibuka saat ini."}
        columns={props.columns ?? 3}
        renderItem={(item) => <ClassCard key={item.id} item={item} detailPath={detailPath} />}
      />
    </BlockSection>
  );
}
