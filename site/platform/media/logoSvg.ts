import type { BrandLook } from "./BrandLook.js";
import { markSvg } from "./markSvg.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { estimateTextWidth, fontStack } from "./svgText.js";

export type LogoVariant = "dark" | "light";

export interface LogoInput extends BrandLook {
  readonly dark: string;
  /** `dark` is ink for light backgrounds; `light` is white ink for dark backgrounds. */
  readonly variant: LogoVariant;
}

const HEIGHT = 96;
const MARK = 72;
const FONT_SIZE = 36;

/** A wordmark: the brand mark followed by the brand name, on a transparent background. */
export function logoSvg(input: LogoInput): string {
  const textX = 12 + MARK + 20;
  const width = textX + estimateTextWidth(input.brand, FONT_SIZE) + 16;
  const ink = input.variant === "dark" ? input.dark : "#ffffff";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}" role="img" aria-label="${escapeXml(input.brand)}">
${markSvg(input.brand, input.primary, input.font, 12, (HEIGHT - MARK) / 2, MARK, "mark")}
<text x="${textX}" y="${HEIGHT / 2}" dy=".35em" font-family="${fontStack(input.font)}" font-size="${FONT_SIZE}" font-weight="800" letter-spacing="-0.5" fill="${ink}">${escapeXml(input.brand)}</text>
</svg>
`;
}
