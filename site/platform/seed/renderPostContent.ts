import type { BrandSeed, PostSeed } from "./BrandSeed.js";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Post bodies are stored as real HTML, the way the remote CMS delivers them. */
export function renderPostContent(post: PostSeed, closing: BrandSeed["postClosing"]): string {
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
