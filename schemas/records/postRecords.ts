/** Posts: news and announcements (`v1/post/list`), blog articles and one post with its content. */
const postProperties = {
  id: { type: "integer" },
  title: { type: "string" },
  slug: { type: "string" },
  kind: { type: "string" },
  type: { type: "string" },
  summary: { type: "string" },
  cover: { type: "string" },
  author: { type: "string" },
  publishedAt: { type: "string" },
  active: { type: "boolean" },
} as const;
const postRequired = ["id", "title", "slug", "kind", "type", "summary", "cover", "author", "publishedAt", "active"] as const;

export const postRecordSchema = {
  $id: "record.post",
  type: "object",
  required: postRequired,
  properties: postProperties,
} as const;

/** `v1/post/detail`: a post with its sanitized-at-render HTML content. */
export const postDetailRecordSchema = {
  $id: "record.postDetail",
  type: "object",
  required: [...postRequired, "content"],
  properties: { ...postProperties, content: { type: "string" } },
} as const;

/** `v1/post/article/list`: a blog article with its category (no `active`: only active articles are listed). */
export const articleRecordSchema = {
  $id: "record.article",
  type: "object",
  required: ["id", "title", "slug", "kind", "type", "category", "summary", "cover", "author", "publishedAt"],
  properties: {
    id: { type: "integer" },
    title: { type: "string" },
    slug: { type: "string" },
    kind: { type: "string" },
    type: { type: "string" },
    category: { type: "object", required: ["slug", "name"], properties: { slug: { type: "string" }, name: { type: "string" } } },
    summary: { type: "string" },
    cover: { type: "string" },
    author: { type: "string" },
    publishedAt: { type: "string" },
  },
} as const;

/** `v1/post/gallery/list`: a photo album. */
export const galleryRecordSchema = {
  $id: "record.gallery",
  type: "object",
  required: ["id", "slug", "title", "caption", "takenOn", "cover", "photos"],
  properties: {
    id: { type: "integer" },
    slug: { type: "string" },
    title: { type: "string" },
    caption: { type: "string" },
    takenOn: { type: "string" },
    cover: { type: "string" },
    photos: {
      type: "array",
      items: { type: "object", required: ["link", "name"], properties: { link: { type: "string" }, name: { type: "string" } } },
    },
  },
} as const;
