import { readsRecord } from "../../schemas/records/slotRecord.js";

/** What an article card reads of each listed post; a blog article (`article` record) carries the same fields. */
export const postCardRecord = readsRecord("post", { required: ["id", "title", "slug", "kind"], optional: ["summary", "cover", "publishedAt"] });
