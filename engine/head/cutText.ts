/**
 * A text cut to at most `max` characters at a word boundary, ending in "…" when something was cut
 * (share titles 70, descriptions 160: what search and share previews show before cutting themselves).
 */
export function cutText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if ([...clean].length <= max) return clean;
  const room = [...clean].slice(0, max).join("");
  // The last whole word that leaves room for the ellipsis; a single overlong word is cut inside it.
  const head = room.slice(0, room.length - 1);
  const boundary = head.lastIndexOf(" ");
  const kept = (boundary > 0 ? head.slice(0, boundary) : head).replace(/[\s,;:.\-–—]+$/, "");
  return `${kept}…`;
}
