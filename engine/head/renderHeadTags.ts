import { escapeHtml } from "./escapeHtml.js";
import type { HeadTag } from "./buildHead.js";

/** Serialises head tags for the server-rendered document; `data-head` marks them for client updates. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === "title") return `<title>${escapeHtml(tag.text)}</title>`;
      const attrs = Object.entries(tag.attrs)
        .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
        .join("");
      // A script's text is raw text in HTML (no entities): serializeJsonLd made it safe there.
      if (tag.tag === "script") return `<script data-head=""${attrs}>${tag.text}</script>`;
      return `<${tag.tag} data-head=""${attrs}>`;
    })
    .join("\n");
}
