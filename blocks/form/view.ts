import { defineBlockView } from "../../engine/render/BlockDefinition.js";
import type { FormBlockProps } from "./FormBlock.js";

/** What the browser needs of the form block: its data slots and its code, loaded with the first page that shows it. */
export const formView = defineBlockView<FormBlockProps>({
  type: "form",
  slots: { submit: { use: "submit", envelope: "generic", required: true }, choices: { envelope: "paginated" } },
  load: () => import("./FormBlock.js").then((module) => ({ component: module.FormBlock })),
});
