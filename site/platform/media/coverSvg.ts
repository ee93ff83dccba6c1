import { createPrng, type Prng } from "../lib/createPrng.js";
import type { BrandLook } from "./BrandLook.js";
import { darken, lighten, mix } from "./colors.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { estimateTextWidth, fontStack, truncate, wrapText } from "./svgText.js";

export interface CoverInput extends BrandLook {
  /** Seeds the layout, so one name always gives the same picture. */
  readonly name: string;
  readonly label: string;
  readonly caption: string;
  readonly secondary: string;
}

const WIDTH = 1280;
const HEIGHT = 720;

const STROKE = `stroke="#ffffff" stroke-opacity="0.09" stroke-width="2" fill="none"`;
const TILES = [
  `<circle cx="20" cy="20" r="2.5" fill="#ffffff" fill-opacity="0.14"/>`,
  `<path d="M20 12v16M12 20h16" ${STROKE}/>`,
  `<path d="M8 26l12-12 12 12" ${STROKE}/>`,
  `<rect x="13" y="13" width="14" height="14" rx="3" ${STROKE}/>`,
] as const;

function shapes(prng: Prng, accent: string): string {
  const out: string[] = [];
  const count = prng.int(3, 5);
  for (let i = 0; i < count; i += 1) {
    // Shapes sit on the right so they never fight the title on the left.
    const cx = prng.int(760, 1240);
    const cy = prng.int(40, 680);
    const size = prng.int(90, 260);
    const opacity = (0.08 + prng.next() * 0.12).toFixed(2);
    const fill = i === 0 ? accent : "#ffffff";
    switch (prng.int(0, 2)) {
      case 0:
        out.push(`<circle cx="${cx}" cy="${cy}" r="${size / 2}" fill="${fill}" fill-opacity="${opacity}"/>`);
        break;
      case 1:
        out.push(
          `<rect x="${cx - size / 2}" y="${cy - size / 2}" width="${size}" height="${size}" rx="${Math.round(size / 5)}" transform="rotate(${prng.int(0, 45)} ${cx} ${cy})" fill="none" stroke="${fill}" stroke-opacity="${opacity}" stroke-width="${prng.int(6, 14)}"/>`,
        );
        break;
      default: {
        const h = size * 0.87;
        out.push(
          `<path d="M${cx} ${cy - h / 2}L${cx + size / 2} ${cy + h / 2}H${cx - size / 2}Z" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${prng.int(-30, 30)} ${cx} ${cy})"/>`,
        );
      }
    }
  }
  return out.join("");
}

/** A 16:9 cover: brand gradient, a faint geometric pattern, a few large shapes and the title on the left. */
export function coverSvg(input: CoverInput): string {
  const prng = createPrng(`cover:${input.name}`);
  const start = mix(input.primary, darken(input.primary, 0.45), prng.next() * 0.3);
  const end = mix(darken(input.primary, 0.55), input.secondary, 0.25);
  const angle = prng.int(20, 70);
  const accent = lighten(input.secondary, 0.2);
  // Short titles get large type; long ones drop a size so that three lines still hold most of the title.
  const large = wrapText(input.label, 24, 3);
  const lines = large.length <= 2 ? large : wrapText(input.label, 29, 3);
  const fontSize = large.length <= 2 ? 68 : 56;
  const lineHeight = Math.round(fontSize * 1.15);
  const titleTop = HEIGHT - 130 - lineHeight * (lines.length - 1);
  const font = fontStack(input.font);
  const captionText = truncate(input.caption, 34).toUpperCase();
  const caption = escapeXml(captionText);
  const captionWidth = 44 + estimateTextWidth(captionText, 20) + 2 * captionText.length;
  const title = lines.map((line, i) => `<tspan x="80" y="${titleTop + i * lineHeight}">${escapeXml(line)}</tspan>`).join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(input.label)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${start}"/><stop offset="1" stop-color="${end}"/></linearGradient>
<radialGradient id="glow" cx=".8" cy=".2" r=".75"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".35"/></linearGradient>
<pattern id="tile" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(${prng.int(0, 3) * 15})">${prng.pick(TILES)}</pattern>
</defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#tile)"/>
${shapes(prng, accent)}
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>
<g font-family="${font}">
<rect x="80" y="72" width="${captionWidth}" height="44" rx="22" fill="#ffffff" fill-opacity=".16"/>
<text x="102" y="101" fill="#ffffff" font-size="20" font-weight="700" letter-spacing="2">${caption}</text>
<text fill="#ffffff" font-size="${fontSize}" font-weight="800" letter-spacing="-1">${title}</text>
<rect x="80" y="${HEIGHT - 88}" width="56" height="6" rx="3" fill="${accent}"/>
<text x="152" y="${HEIGHT - 78}" fill="#ffffff" fill-opacity=".85" font-size="24" font-weight="600">${escapeXml(input.brand)}</text>
</g>
</svg>
`;
}
