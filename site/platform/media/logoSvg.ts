import type { BrandLook } from "./BrandLook.js";
import { MARK_WEIGHT, markSvg } from "./markSvg.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { textPath } from "./textPath.js";
import { loadTypeface } from "./typeface.js";

export type LogoVariant = "dark" | "light";

export interface LogoInput extends BrandLook {
  readonly dark: string;
  /** `dark` is ink for light backgrounds; `light` is white ink for dark backgrounds. */
  readonly variant: LogoVariant;
}

const HEIGHT = 96;
const MARK = 72;
const FONT_SIZE = 36;

/** A wordmark: the brand mark followed by the brand name, on a transparent background, as wide as the name. */
export async function logoSvg(input: LogoInput): Promise<string> {
  const typeface = await loadTypeface(input.font, MARK_WEIGHT);
  const textX = 12 + MARK + 20;
  const name = textPath(typeface, input.brand, FONT_SIZE, -0.5);
  const width = Math.ceil(textX + name.width + 16);
  const ink = input.variant === "dark" ? input.dark : "#ffffff";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${escapeXml(input.brand)}">
${markSvg(input.brand, input.primary, typeface, 12, (HEIGHT - MARK) / 2, MARK, "mark")}
<path d="${name.at(textX, HEIGHT / 2 + (typeface.capHeight * FONT_SIZE) / 2)}" fill="${ink}"/>
</svg>
`;
}
