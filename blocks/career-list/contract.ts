import { defineBlockContract } from "../../engine/index.js";
import { careerRecord } from "../shared/career/careerRecord.js";
import { careerListSchema } from "./careerListSchema.js";

/** Career events from `v1/career/list` as cards linking to their detail page, paginated. */
export const careerListContract = defineBlockContract({
  type: "career-list",
  interactive: false,
  heading: "title",
  slots: { careers: { envelope: "paginated", required: true, record: careerRecord } },
  description: "Career events (hiring programmes with partner companies) as cards with their job count, paginated by a query-string page.",
  propsSchema: careerListSchema,
  example: {
    props: { eyebrow: "Karier", title: "Acara karier", detailPath: "/Event/Careers/{id}/{slug}" },
    data: { careers: { source: "career.list", params: { page: { query: "page", default: 1 } } } },
  },
});
