import { defineBlockContract } from "../../engine/index.js";
import { programRecord } from "../shared/program/programRecord.js";
import { programListSchema } from "./programListSchema.js";

/** Active programs from `v1/program/active` as cards linking to their detail page, paginated. */
export const programListContract = defineBlockContract({
  type: "program-list",
  interactive: false,
  heading: "title",
  slots: { programs: { envelope: "paginated", required: true, record: programRecord } },
  description: "Active programs as cards with their class, student and school counts, paginated by a query-string page.",
  propsSchema: programListSchema,
  example: {
    props: { eyebrow: "Program", title: "Program aktif", detailPath: "/Program/{slug}" },
    data: { programs: { source: "program.active", params: { page: { query: "page", default: 1 }, pageSize: 6 } } },
  },
});
