/** Initials for marks and avatars: the first letters of the first two words that start with a letter or digit. */
export function initials(text: string): string {
  const words = text.split(/\s+/).filter((word) => /^[\p{L}\p{N}]/u.test(word));
  return (
    words
      .slice(0, 2)
      .map((word) => word.charAt(0).toUpperCase())
      .join("") || "?"
  );
}

/** Whether a line of text fits where it is drawn (its width measured in the typeface that draws it). */
export type Fits = (line: string) => boolean;

/** The most words of `text` that fit with an ellipsis after them (the end of a first word too long for a line cut off instead). */
function ellipsize(text: string, fits: Fits): string {
  const words = text.split(/\s+/).filter(Boolean);
  for (let count = words.length; count > 0; count -= 1) {
    const line = `${words.slice(0, count).join(" ")}…`;
    if (fits(line)) return line;
  }
  const chars = [...(words[0] ?? "")];
  for (let count = chars.length - 1; count > 0; count -= 1) {
    const line = `${chars.slice(0, count).join("")}…`;
    if (fits(line)) return line;
  }
  return "…";
}

/**
 * Greedy word wrap into at most `maxLines` lines; SVG has no text flow, and an ellipsis on the last line
 * keeps a long title from running off the image. A word too long for a line of its own is cut.
 */
export function wrapText(text: string, fits: Fits, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate) || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  const kept = lines.slice(0, maxLines).map((line) => truncate(line, fits));
  // More text follows the last line: it ends in an ellipsis, even where it fits whole.
  if (lines.length > maxLines) kept[maxLines - 1] = ellipsize(lines[maxLines - 1]!, fits);
  return kept;
}

/** `text` where it fits, else the most of its words that fit with an ellipsis. */
export function truncate(text: string, fits: Fits): string {
  return fits(text) ? text : ellipsize(text, fits);
}
