import type { BrandLook } from "./BrandLook.js";
import { escapeXml } from "../lib/escapeMarkup.js";
import { MARK_WEIGHT, markSvg } from "./markSvg.js";
import { loadTypeface } from "./typeface.js";

export type FaviconInput = BrandLook;

export async function faviconSvg(input: FaviconInput): Promise<string> {
  const typeface = await loadTypeface(input.font, MARK_WEIGHT);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(input.brand)}">
${markSvg(input.brand, input.primary, typeface, 0, 0, 64, "fav")}
</svg>
`;
}
