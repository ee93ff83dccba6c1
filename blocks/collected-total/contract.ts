import { findCatalogueEntry } from "../../schemas/catalogue/catalogue.js";
import { defineBlockContract } from "../../engine/index.js";
import { amountRecord } from "./amountRecord.js";
import { collectedTotalSchema } from "./collectedTotalSchema.js";

/** The total of a remote table's amounts (donations), with the number of records and a goal. */
export const collectedTotalContract = defineBlockContract({
  type: "collected-total",
  interactive: false,
  heading: "title",
  slots: { rows: { envelope: "rows", required: true, record: amountRecord } },
  description:
    "The sum of a remote table's `amount` column (donations: select=amount, summed in the page), the number of records and an optional goal; refreshed after the page's form stores a new record. The service answers at most 1000 rows.",
  propsSchema: collectedTotalSchema,
  check(item) {
    const binding = item.data?.rows;
    const entry = binding ? findCatalogueEntry(binding.source) : undefined;
    if (entry && binding?.params?.select !== "amount")
      return [{ pointer: "/data/rows/params", message: `The total sums 'amount'; expected "select": "amount" in the binding of '${entry.id}'` }];
    return [];
  },
  example: {
    props: { title: "Donasi terkumpul", goal: 50000000 },
    data: { rows: { source: "tables.donations.list", params: { select: "amount" } } },
  },
});
