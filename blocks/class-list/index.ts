import { defineBlock } from "../../engine/render/BlockDefinition.js";
import { ClassList, type ClassListProps } from "./ClassList.js";
import { classListSchema } from "./classListSchema.js";

/** Cards of active classes with their status badge, paginated (default page size 6, spec §9). */
export const classListBlock = defineBlock<ClassListProps>({
  type: "class-list",
  description: "Active classes as cards with the class status badge, paginated by a query-string page.",
  propsSchema: classListSchema,
  slots: { classes: { envelope: "paginated", required: true } },
  example: {
    props: { eyebrow: "Kelas", title: "Kelas yang sedang dibuka", detailPath: "/Class/{slug}" },
    data: { classes: { source: "class.active", params: { page: { query: "page", default: 1 }, pageSize: 6 } } },
  },
  component: ClassList,
});
