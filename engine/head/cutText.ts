/**
 * A text cut to at most `max` characters at a word boundary, ending in "…" when something was cut
 * (share titles 70, descriptions 160: what search and share previews show before cutting themselves).
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if ([...clean].length <= max) return clean;
  const chars = [...clean];
  // Room for the ellipsis; the last word stays when the text breaks right after it.
  const head = chars.slice(0, max - 1).join("");
  const boundary = chars[max - 1] === " " ? head.length : head.lastIndexOf(" ");
  const kept = (boundary > 0 ? head.slice(0, boundary) : head).replace(/[\s,;:.\-–—]+$/, "");
  return `${kept}…`;
}
