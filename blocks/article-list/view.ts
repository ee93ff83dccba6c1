import { defineBlockView } from "../../engine/index.js";
import type { ArticleListProps } from "./ArticleList.js";

/** What the browser needs of the article-list block: its data slots and its code, loaded with the first page that shows it. */
export const articleListView = defineBlockView<ArticleListProps>({
  type: "article-list",
  heading: "title",
  slots: { posts: { envelope: "paginated", required: true } },
  load: () => import("./ArticleList.js").then((module) => ({ component: module.ArticleList })),
});
