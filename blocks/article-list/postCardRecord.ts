/** What an article card reads of each listed post (news and blog articles alike). */
export const postCardRecord = {
  type: "object",
  required: ["id", "title", "slug", "kind"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    slug: { type: "string" },
    kind: { type: "string" },
    summary: { type: "string" },
    cover: { type: "string" },
    publishedAt: { type: "string" },
  },
} as const;
