import { defineBlockContract } from "../../engine/index.js";
import { postRecord } from "./postRecord.js";
import { articleDetailSchema } from "./articleDetailSchema.js";

/** One post (news, blog, berita, article) with its sanitized HTML content. */
export const articleDetailContract = defineBlockContract({
  type: "article-detail",
  interactive: false,
  heading: "always",
  slots: { post: { envelope: "generic", required: true, record: postRecord } },
  description: "A post's title, date, cover and content; the content's HTML is sanitized with DOMPurify.",
  propsSchema: articleDetailSchema,
  example: {
    props: { back: { label: "Semua berita", to: "/News" } },
    data: { post: { source: "post.detail", params: { id: { route: "id" } } } },
  },
});
