import { defineBlock } from "../../engine/render/BlockDefinition.js";
import { ProgramList, type ProgramListProps } from "./ProgramList.js";
import { programListSchema } from "./programListSchema.js";

/** Active programs from `v1/program/active` as cards linking to their detail page, paginated. */
export const programListBlock = defineBlock<ProgramListProps>({
  type: "program-list",
  description: "Active programs as cards with their class, student and school counts, paginated by a query-string page.",
  propsSchema: programListSchema,
  slots: { programs: { envelope: "paginated", required: true } },
  example: {
    props: { eyebrow: "Program", title: "Program aktif", detailPath: "/Program/{slug}" },
    data: { programs: { source: "program.active", params: { page: { query: "page", default: 1 }, pageSize: 6 } } },
  },
  component: ProgramList,
});
