import { escapeHtml } from "../lib/escapeHtml.js";
import type { BrandContent, PostSeed } from "./BrandSeed.js";

/** Post bodies are stored as real HTML, the way the remote CMS delivers them. */
export function renderPostContent(post: PostSeed, closing: BrandContent["postClosing"]): string {
  const points = post.points.map((point) => `<li>${escapeHtml(point)}</li>`).join("");
  const closingText = escapeHtml(closing.text.replace("{title}", post.title));
  return [
    `<p>${escapeHtml(post.intro)}</p>`,
    `<h2>${escapeHtml(post.heading)}</h2>`,
    `<ul>${points}</ul>`,
    `<p>${escapeHtml(post.body)}</p>`,
    `<p>${closingText} <a href="${escapeHtml(closing.href)}">${escapeHtml(closing.linkLabel)}</a>.</p>`,
  ].join("\n");
}
