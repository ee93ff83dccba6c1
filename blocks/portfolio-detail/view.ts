import { defineBlockView } from "../../engine/index.js";
import type { PortfolioDetailProps } from "./PortfolioDetail.js";

/** What the browser needs of the portfolio-detail block: its data slots and its code, loaded with the first page that shows it. */
export const portfolioDetailView = defineBlockView<PortfolioDetailProps>({
  type: "portfolio-detail",
  heading: "always",
  slots: {},
  load: () => import("./PortfolioDetail.js").then((module) => ({ component: module.PortfolioDetail, head: module.portfolioHead })),
});
