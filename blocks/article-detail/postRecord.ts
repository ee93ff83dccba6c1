import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What the article-detail block reads of its `post` record: a post with its HTML content. */
export const postRecord = readsRecord("postDetail", {
  required: ["id", "title", "kind", "content"],
  optional: ["summary", "cover", "author", "publishedAt"],
});
