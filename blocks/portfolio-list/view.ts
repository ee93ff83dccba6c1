import { defineBlockView } from "../../engine/index.js";
import type { PortfolioListProps } from "./PortfolioList.js";

/** What the browser needs of the portfolio-list block: its data slots and its code, loaded with the first page that shows it. */
export const portfolioListView = defineBlockView<PortfolioListProps>({
  type: "portfolio-list",
  heading: "title",
  slots: {},
  load: () => import("./PortfolioList.js").then((module) => ({ component: module.PortfolioList })),
});
