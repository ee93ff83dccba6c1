import { createPrng } from "../lib/createPrng.js";
import { darken, mix } from "./colors.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { fontStack, initials } from "./svgText.js";

export interface AvatarInput {
  readonly name: string;
  readonly label: string;
  readonly primary: string;
  readonly secondary: string;
  readonly font: string;
}

/** A round initials avatar; the hue leans toward the brand's secondary colour by a per-person amount. */
export function avatarSvg(input: AvatarInput): string {
  const prng = createPrng(`avatar:${input.name}`);
  const base = mix(input.primary, input.secondary, prng.next() * 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img" aria-label="${escapeXml(input.label)}">
<defs><linearGradient id="av" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${base}"/><stop offset="1" stop-color="${darken(base, 0.4)}"/></linearGradient></defs>
<circle cx="128" cy="128" r="128" fill="url(#av)"/>
<circle cx="${prng.int(150, 220)}" cy="${prng.int(20, 90)}" r="${prng.int(50, 90)}" fill="#ffffff" fill-opacity=".12"/>
<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="${fontStack(input.font)}" font-size="96" font-weight="700" fill="#ffffff">${escapeXml(initials(input.label))}</text>
</svg>
`;
}
