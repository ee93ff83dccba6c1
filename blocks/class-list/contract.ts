import { defineBlockContract } from "../../engine/index.js";
import { classCardRecord } from "../shared/class/classCardRecord.js";
import { programChoiceRecord } from "../shared/program/programChoiceRecord.js";
import { classListSchema } from "./classListSchema.js";
import { showsFilterBar } from "../shared/class/classFilters.js";

/**
 * Cards of active classes (or, with `filter.type: "course"`, courses) with their status badge, paginated (default
 * page size 6), with a filter bar for the parameters the layout bound to the query string.
 */
export const classListContract = defineBlockContract({
  type: "class-list",
  // Its cards and page links only draw (the page links are links); its filter bar is what a visitor acts on.
  interactive: "with-lazy-parts",
  heading: "title",
  slots: {
    classes: { envelope: "paginated", required: true, record: classCardRecord },
    programs: { envelope: "generic", record: programChoiceRecord, list: true },
  },
  // The filter bar (its own chunk and styles) shows only where the layout bound filters to the query string.
  lazyParts: (item) => (showsFilterBar(item.props, item.data?.classes) ? ["ClassFilterBar"] : []),
  description:
    "Active classes or courses as cards with the class status badge, paginated by a query-string page. Parameters of `classes` bound to a query value (search, state, level, programIds, filter.type) get a filter bar that updates the URL and resets the page; the optional `programs` slot (program.list) gives the program filter its choices.",
  propsSchema: classListSchema,
  example: {
    props: { eyebrow: "Kelas", title: "Kelas yang sedang dibuka", detailPath: "/Class/{slug}" },
    data: {
      classes: {
        source: "class.active",
        params: {
          "page": { query: "page", default: 1 },
          "pageSize": 6,
          "search": { query: "cari" },
          "state": { query: "status" },
          "level": { query: "tingkat" },
          "programIds": { query: "program" },
          "filter.type": { query: "format" },
        },
      },
      programs: { source: "program.list" },
    },
  },
});
