import { createPrng, type Prng } from "../lib/createPrng.js";
import type { BrandLook } from "./BrandLook.js";
import { darken, lighten, mix } from "./colors.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { truncate, wrapText } from "./svgText.js";
import { textPath } from "./textPath.js";
import { loadTypeface, type Typeface } from "./typeface.js";

export interface CoverInput extends BrandLook {
  /** Seeds the layout, so one name always gives the same picture. */
  readonly name: string;
  readonly label: string;
  readonly caption: string;
  readonly secondary: string;
}

const WIDTH = 1280;
const HEIGHT = 720;
/** The title's lines end by here, left of the middle of the shapes (some 24 characters at 68 px). */
const TITLE_WIDTH = 880;
/** The caption's pill holds some 34 capitals at 20 px. */
const CAPTION_WIDTH = 520;

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

/** Lines of the title, each TITLE_WIDTH px at most in `typeface` at `size`, `maxLines` at most. */
function wrapped(typeface: Typeface, text: string, size: number, letterSpacing: number, maxLines: number): string[] {
  return wrapText(text, (line) => textPath(typeface, line, size, letterSpacing).width <= TITLE_WIDTH, maxLines);
}

/** A 16:9 cover: brand gradient, a faint geometric pattern, a few large shapes and the title on the left. */
export async function coverSvg(input: CoverInput): Promise<string> {
  const prng = createPrng(`cover:${input.name}`);
  const start = mix(input.primary, darken(input.primary, 0.45), prng.next() * 0.3);
  const end = mix(darken(input.primary, 0.55), input.secondary, 0.25);
  const angle = prng.int(20, 70);
  const accent = lighten(input.secondary, 0.2);
  const [heavy, bold, semibold] = await Promise.all([loadTypeface(input.font, 800), loadTypeface(input.font, 700), loadTypeface(input.font, 600)]);
  // Short titles get large type; long ones drop a size so that three lines still hold most of the title.
  const large = wrapped(heavy, input.label, 68, -1, 3);
  const fontSize = large.length <= 2 ? 68 : 56;
  const lines = large.length <= 2 ? large : wrapped(heavy, input.label, 56, -1, 3);
  const lineHeight = Math.round(fontSize * 1.15);
  const titleTop = HEIGHT - 130 - lineHeight * (lines.length - 1);
  const title = lines.map((line, i) => textPath(heavy, line, fontSize, -1).at(80, titleTop + i * lineHeight)).join("");
  const captionText = truncate(input.caption.toUpperCase(), (line) => textPath(bold, line, 20, 2).width <= CAPTION_WIDTH);
  const caption = textPath(bold, captionText, 20, 2);
  const brand = textPath(semibold, input.brand, 24);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(input.label)}">
<desc>${escapeXml(`${input.caption} · ${input.brand}`)}</desc>
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
<rect x="80" y="72" width="${Math.ceil(44 + caption.width)}" height="44" rx="22" fill="#ffffff" fill-opacity=".16"/>
<path d="${caption.at(102, 101)}" fill="#ffffff"/>
<path d="${title}" fill="#ffffff"/>
<rect x="80" y="${HEIGHT - 88}" width="56" height="6" rx="3" fill="${accent}"/>
<path d="${brand.at(152, HEIGHT - 78)}" fill="#ffffff" fill-opacity=".85"/>
</svg>
`;
}
