import { defineBlockView } from "../../engine/index.js";
import type { TextMediaProps } from "./TextMedia.js";

/** What the browser needs of the text-media block: its data slots and its code, loaded with the first page that shows it. */
export const textMediaView = defineBlockView<TextMediaProps>({
  type: "text-media",
  heading: "always",
  slots: {},
  load: () => import("./TextMedia.js").then((module) => ({ component: module.TextMedia })),
});
