import { createPrng, type Prng } from "../lib/createPrng.js";
import { darken, lighten, mix } from "./colors.js";
import { escapeXml, fontStack, wrapText } from "./svgText.js";

export interface CoverInput {
  /** Seeds the layout, so one name always gives the same picture. */
  readonly name: string;
  readonly label: string;
  readonly caption: string;
  readonly brand: string;
  readonly primary: string;
  readonly secondary: string;
  readonly font: string;
}

const WIDTH = 1280;
const HEIGHT = 720;

function patternTile(prng: Prng): string {
  const kind = prng.int(0, 3);
  const stroke = `stroke="#ffffff" stroke-opacity="0.09" stroke-width="2" fill="none"`;
  switch (kind) {
    case 0:
      return `<circle cx="20" cy="20" r="2.5" fill="#ffffff" fill-opacity="0.14"/>`;
    case 1:
      return `<path d="M20 12v16M12 20h16" ${stroke}/>`;
    case 2:
      return `<path d="M0 40L40 0" ${stroke}/>`;
    default:
      return `<path d="M8 26l12-12 12 12" ${stroke}/>`;
  }
}

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
  const lines = wrapText(input.label, 24, 3);
  const fontSize = lines.length >= 3 ? 58 : 68;
  const lineHeight = Math.round(fontSize * 1.15);
  const titleTop = HEIGHT - 130 - lineHeight * (lines.length - 1);
  const font = fontStack(input.font);
  const caption = escapeXml(input.caption.toUpperCase().slice(0, 40));
  const captionWidth = Math.min(620, 44 + input.caption.slice(0, 40).length * 13);
  const title = lines
    .map((line, i) => `<tspan x="80" y="${titleTop + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join("");

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(input.label)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${start}"/><stop offset="1" stop-color="${end}"/></linearGradient>
<radialGradient id="glow" cx=".8" cy=".2" r=".75"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity=".35"/></linearGradient>
<pattern id="tile" width="40" height="40" patternUnits="userSpaceOnUse" patternTransform="rotate(${prng.int(0, 3) * 15})">${patternTile(prng)}</pattern>
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
