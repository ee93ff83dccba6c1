import { defineBlockView } from "../../engine/index.js";
import type { ClientLogosProps } from "./ClientLogos.js";

/** What the browser needs of the client-logos block: its data slots and its code, loaded with the first page that shows it. */
export const clientLogosView = defineBlockView<ClientLogosProps>({
  type: "client-logos",
  heading: "title",
  slots: {},
  load: () => import("./ClientLogos.js").then((module) => ({ component: module.ClientLogos })),
});
