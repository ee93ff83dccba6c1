import { escapeXml } from "../lib/escapeMarkup.js";

/** A font-family attribute value that prefers the brand font and falls back to what every system has. */
export function fontStack(font: string): string {
  return escapeXml(`'${font.replace(/'/g, "")}', 'Inter', 'Segoe UI', system-ui, sans-serif`);
}

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

/**
 * Greedy word wrap into at most `maxLines` lines; SVG has no text flow, and an ellipsis on the last line
 * keeps a long title from running off the image.
 */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines.map((line) => (line.length > maxChars ? `${line.slice(0, maxChars - 1)}…` : line));
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1] ?? "";
  kept[maxLines - 1] = `${last.slice(0, Math.max(0, maxChars - 1)).replace(/\s+\S*$/, "")}…`;
  return kept;
}

/**
 * Generous advance width of bold sans text, to size wordmarks without measuring fonts on the server. It errs
 * wide because the fallback fonts (DejaVu, Segoe) are wider than most brand fonts.
 */
export function estimateTextWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) {
    if (/[iljtfrI.,'’:;!|]/.test(char)) units += 0.36;
    else if (char === " ") units += 0.32;
    else if (/[mwMW]/.test(char)) units += 0.98;
    else if (/[A-Z]/.test(char)) units += 0.78;
    else units += 0.65;
  }
  return Math.ceil(units * fontSize);
}

/** Shortens text to at most `maxChars`, cutting at a word boundary and adding an ellipsis. */
export function truncate(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1).replace(/\s+\S*$/, "");
  return `${cut || text.slice(0, maxChars - 1)}…`;
}
