const HEADING_TAG = /<(\/?)h([1-6])(?=[\s>])/gi;

/**
 * Re-ranks the headings of sanitized HTML so that its highest becomes `top` and its levels follow
 * without gaps (h2, h4 → top, top + 1), capped at h6. Content written for another page (an article's
 * `<h3>` under the page's h1) then keeps the page's outline: one h1, no skipped level.
 */
export function rankHeadings(html: string, top: number): string {
  const levels = [...new Set([...html.matchAll(HEADING_TAG)].map((match) => Number(match[2])))].sort((a, b) => a - b);
  if (!levels.length) return html;
  const rank = new Map(levels.map((level, i) => [level, Math.min(6, top + i)]));
  return html.replace(HEADING_TAG, (_, slash: string, level: string) => `<${slash}h${rank.get(Number(level))}`);
}
