import { hashString } from "../lib/hashString.js";

export type ShareKind = "post" | "class";

/**
 * The seeded share token of a record: stable across seeds (it depends only on the kind and slug), so a
 * link handed out once keeps working; `p…` for posts, `k…` for classes, 8 characters in all.
 */
export function shareToken(kind: ShareKind, slug: string): string {
  return `${kind === "post" ? "p" : "k"}${hashString(`share:${kind}:${slug}`).toString(36).padStart(7, "0")}`;
}
