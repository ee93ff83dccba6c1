import { defineBlockView } from "../../engine/index.js";
import type { PricingProps } from "./Pricing.js";

/** What the browser needs of the pricing block: its data slots and its code, loaded with the first page that shows it. */
export const pricingView = defineBlockView<PricingProps>({
  type: "pricing",
  heading: "title",
  slots: {},
  load: () => import("./Pricing.js").then((module) => ({ component: module.Pricing })),
});
