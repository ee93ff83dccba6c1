import { defineBlockView } from "../../engine/index.js";
import type { ArticleDetailProps } from "./ArticleDetail.js";

/** What the browser needs of the article-detail block: its data slots and its code, loaded with the first page that shows it. */
export const articleDetailView = defineBlockView<ArticleDetailProps>({
  type: "article-detail",
  heading: "always",
  slots: { post: { envelope: "generic", required: true } },
  load: () => import("./ArticleDetail.js").then((module) => ({ component: module.ArticleDetail })),
});
