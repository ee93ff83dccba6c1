/** The columns of `posts` that post lists and article lists both read (not the content, not the active flag). */
export interface PostRow {
  id: number;
  slug: string;
  title: string;
  kind: string;
  type: string;
  summary: string;
  cover: string;
  author: string;
  published_at: string;
}
