import { escapeHtml } from "./escapeHtml.js";
import type { HeadTag } from "./buildHead.js";

/** Serialises head tags for the server-rendered document; `data-head` marks them for client updates. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === "title") return `<title>${escapeHtml(tag.text)}</title>`;
      const attrs = Object.entries(tag.attrs).map(([k, v]) => ` ${k}="${escapeHtml(v)}"`).join("");
      return `<${tag.tag} data-head=""${attrs}>`;
    })
    .join("\n");
}
