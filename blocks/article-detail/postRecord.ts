/** What the article-detail block reads of its `post` record: a post with its HTML content. */
export const postRecord = {
  type: "object",
  required: ["id", "title", "kind", "content"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    content: { type: "string" },
    kind: { type: "string" },
    summary: { type: "string" },
    cover: { type: "string" },
    author: { type: "string" },
    publishedAt: { type: "string" },
  },
} as const;
