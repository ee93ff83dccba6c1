import { defineBlockView } from "../../engine/index.js";
import type { RecordListProps } from "./RecordList.js";

/** What the browser needs of the record list: the rows it reads and its code. */
export const recordListView = defineBlockView<RecordListProps>({
  type: "record-list",
  heading: "title",
  slots: { items: { envelope: "rows", required: true } },
  load: () => import("./RecordList.js").then((module) => ({ component: module.RecordList })),
});
