import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { defineBlockContract } from "../../engine/index.js";
import { anyRecord } from "../../schemas/records/slotRecord.js";
import { recordListSchema } from "./recordListSchema.js";

/** Published records of a remote table (book reviews, aspirations, testimonies), newest first. */
export const recordListContract = defineBlockContract({
  type: "record-list",
  interactive: true,
  heading: "title",
  slots: { items: { envelope: "rows", required: true, record: anyRecord } },
  description:
    "Records of a remote table (book reviews, aspirations, testimonies), newest first, a page at a time with a button for the next; refreshed after the page's form stores a new one.",
  propsSchema: recordListSchema,
  check(item) {
    const binding = item.data?.items;
    const entry = binding ? findCatalogueEntry(binding.source) : undefined;
    if (!entry) return [];
    const problems: { pointer: string; message: string }[] = [];
    for (const name of ["limit", "offset"]) {
      if (!entry.params.some((param) => param.name === name))
        problems.push({
          pointer: "/data/items/source",
          message: `The record list pages with '${name}', which '${entry.id}' does not take; expected a remote-table list with limit and offset`,
        });
    }
    if (typeof binding?.params?.limit !== "number")
      problems.push({ pointer: "/data/items/params", message: "The record list needs its page size as a constant 'limit'; expected e.g. \"limit\": 5" });
    if (binding?.params && "offset" in binding.params)
      problems.push({ pointer: "/data/items/params/offset", message: "The record list moves 'offset' itself, page by page; remove it from the binding" });
    return problems;
  },
  example: {
    props: { title: "Ulasan pembaca", fields: { title: "name", text: "review", rating: "rating" } },
    data: { items: { source: "tables.bookReviews.list", params: { limit: 5 } } },
  },
});
