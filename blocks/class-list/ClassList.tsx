import type { FromSchema } from "json-schema-to-ts";
import { generic, paginated } from "../../engine/index.js";
import { lazyPart, type BlockComponentProps } from "../../engine/react.js";
import { PaginatedCards } from "../shared/PaginatedCards.js";
import { BlockSection } from "../shared/BlockSection.js";
import { ClassCard, type ClassItem } from "./ClassCard.js";
import type { programChoiceRecord } from "../shared/program/programChoiceRecord.js";

import { showsFilterBar } from "../shared/class/classFilters.js";
import type { classListSchema } from "./classListSchema.js";

export type ClassListProps = FromSchema<typeof classListSchema>;

/** The filters (selects, search, segmented control) load only where a layout binds filters: not on a home page. */
export const ClassFilterBar = lazyPart(() => import("./ClassFilterBar.js").then((module) => module.ClassFilterBar));

export function ClassList({ props, data, bindings }: BlockComponentProps<ClassListProps>) {
  const detailPath = props.detailPath ?? "/Class/{slug}";
  // The program filter's choices come from the optional `programs` slot (`program.list`), prefetched with the page.
  const programs = (generic<FromSchema<typeof programChoiceRecord>[]>(data.programs).data ?? []).map((program) => ({
    value: String(program.id),
    label: program.name,
  }));
  return (
    <BlockSection heading={props}>
      {showsFilterBar(props, bindings.classes) ? <ClassFilterBar binding={bindings.classes} programs={programs} /> : null}
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
