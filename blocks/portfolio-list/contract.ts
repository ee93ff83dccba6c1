import { defineBlockContract } from "../../engine/index.js";
import { portfolioListSchema } from "./portfolioListSchema.js";
import { portfolioEntries, portfolioPath } from "../shared/portfolio/portfolioData.js";

/** Cards of the static portfolio (blocks/shared/portfolio/entries.json), linking to `/Portfolio/{kind}/{slug}`. */
export const portfolioListContract = defineBlockContract({
  type: "portfolio-list",
  interactive: false,
  heading: "title",
  slots: {},
  description:
    "Cards of the static portfolio entries for one kind (corporate, government) or all; without a fixed kind it follows the route's `type` segment, and on an entry's page (a `title` segment) it lists the other entries.",
  propsSchema: portfolioListSchema,
  example: {
    props: { eyebrow: "Portofolio", title: "Klien korporat kami", kind: "corporate" },
  },
  linkedPaths: (props) => portfolioEntries.filter((entry) => props.kind === undefined || entry.kind === props.kind).map(portfolioPath),
});
