import { darken } from "./colors.js";
import { initials } from "./svgText.js";
import { textPath } from "./textPath.js";
import type { Typeface } from "./typeface.js";

/** The weight of the brand's letters in its mark and wordmark: the sites' heading weight. */
export const MARK_WEIGHT = 800;

/** The brand mark (rounded square with initials) as a fragment, shared by the logo and the favicon; `typeface` is the brand font at MARK_WEIGHT. */
export function markSvg(brand: string, primary: string, typeface: Typeface, x: number, y: number, size: number, id: string): string {
  const letters = initials(brand);
  const fontSize = Math.round(size * (letters.length > 1 ? 0.42 : 0.56));
  const text = textPath(typeface, letters, fontSize);
  const d = text.at(x + (size - text.width) / 2, y + size / 2 + (typeface.capHeight * fontSize) / 2);
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${darken(primary, 0.35)}"/></linearGradient></defs>
<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="${Math.round(size * 0.24)}" fill="url(#${id})"/>
<path d="M${x + size * 0.62} ${y}H${x + size - size * 0.24}A${size * 0.24} ${size * 0.24} 0 0 1 ${x + size} ${y + size * 0.24}V${y + size * 0.38}Z" fill="#ffffff" fill-opacity=".18"/>
<path d="${d}" fill="#ffffff"/>`;
}
