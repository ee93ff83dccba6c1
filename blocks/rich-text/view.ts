import { defineBlockView } from "../../engine/index.js";
import type { RichTextProps } from "./RichText.js";

/** What the browser needs of the rich-text block: its data slots and its code, loaded with the first page that shows it. */
export const richTextView = defineBlockView<RichTextProps>({
  type: "rich-text",
  heading: "title",
  slots: {},
  load: () => import("./RichText.js").then((module) => ({ component: module.RichText })),
});
