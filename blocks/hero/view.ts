import { defineBlockView } from "../../engine/index.js";
import type { HeroProps } from "./Hero.js";

/** What the browser needs of the hero block: its data slots and its code, loaded with the first page that shows it. */
export const heroView = defineBlockView<HeroProps>({
  type: "hero",
  heading: "always",
  slots: {},
  load: () => import("./Hero.js").then((module) => ({ component: module.Hero })),
});
