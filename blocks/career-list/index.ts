import { defineBlock, withSlotRecords } from "../../engine/index.js";
import { careerRecord } from "./careerRecord.js";
import { careerListView } from "./view.js";
import { careerListSchema } from "./careerListSchema.js";

/** Career events from `v1/career/list` as cards linking to their detail page, paginated. */
export const careerListBlock = defineBlock({
  ...careerListView,
  slots: withSlotRecords(careerListView.slots, { careers: { record: careerRecord } }),
  description: "Career events (hiring programmes with partner companies) as cards with their job count, paginated by a query-string page.",
  propsSchema: careerListSchema,
  example: {
    props: { eyebrow: "Karier", title: "Acara karier", detailPath: "/Event/Careers/{id}/{slug}" },
    data: { careers: { source: "career.list", params: { page: { query: "page", default: 1 } } } },
  },
});
