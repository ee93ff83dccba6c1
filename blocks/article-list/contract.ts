import { defineBlockContract } from "../../engine/index.js";
import { postCardRecord } from "./postCardRecord.js";
import { articleListSchema } from "./articleListSchema.js";

/** Posts from `v1/post/list` as cards linking to their detail page. */
export const articleListContract = defineBlockContract({
  type: "article-list",
  interactive: false,
  heading: "title",
  slots: { posts: { envelope: "paginated", required: true, record: postCardRecord } },
  description: "Posts (news, blog, berita, articles) as cards that link to their detail page, optionally paginated.",
  propsSchema: articleListSchema,
  example: {
    props: { title: "Berita terbaru", detailPath: "/News/{id}/{slug}" },
    data: { posts: { source: "post.list", params: { kind: "news", page: { query: "page", default: 1 }, pageSize: 6 } } },
  },
});
