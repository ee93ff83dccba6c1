import { defineBlockView } from "../../engine/index.js";
import type { FormBlockProps } from "./FormBlock.js";

/** What the browser needs of the form block: its data slots and its code, loaded with the first page that shows it. */
export const formView = defineBlockView<FormBlockProps>({
  type: "form",
  heading: "title",
  // `confirm` is the mailer a successful submission's confirmation goes through (mailer.notify).
  // The form only sends: its target may answer any envelope (a remote table's rows too). `upload` is the
  // drive a `file` field sends its file to before the form is sent.
  slots: { submit: { use: "submit", required: true }, confirm: { use: "submit", envelope: "generic" }, upload: { use: "submit", envelope: "generic" }, choices: { envelope: "paginated" } },
  load: () => import("./FormBlock.js").then((module) => ({ component: module.FormBlock, lazyParts: [module.FileFieldPart] })),
});
