import { createPrng } from "../lib/createPrng.js";
import { darken, mix } from "./colors.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { initials } from "./svgText.js";
import { textPath } from "./textPath.js";
import { loadTypeface } from "./typeface.js";

export interface AvatarInput {
  readonly name: string;
  readonly label: string;
  readonly primary: string;
  readonly secondary: string;
  readonly font: string;
}

const FONT_SIZE = 96;

/** A round initials avatar; the hue leans toward the brand's secondary colour by a per-person amount. */
export async function avatarSvg(input: AvatarInput): Promise<string> {
  const prng = createPrng(`avatar:${input.name}`);
  const base = mix(input.primary, input.secondary, prng.next() * 0.6);
  const typeface = await loadTypeface(input.font, 700);
  const letters = textPath(typeface, initials(input.label), FONT_SIZE);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(input.label)}">
<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.4)}"/></linearGradient></defs>
<circle cx="128" cy="128" r="128" fill="url(#av)"/>
<circle cx="${prng.int(150, 220)}" cy="${prng.int(20, 90)}" r="${prng.int(50, 90)}" fill="#ffffff" fill-opacity=".12"/>
<path d="${letters.at(128 - letters.width / 2, 128 + (typeface.capHeight * FONT_SIZE) / 2)}" fill="#ffffff"/>
</svg>
`;
}
