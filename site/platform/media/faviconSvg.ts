import type { BrandLook } from "./BrandLook.js";
import { markSvg } from "./markSvg.js";

export type FaviconInput = BrandLook;

export function faviconSvg(input: FaviconInput): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
${markSvg(input.brand, input.primary, input.font, 0, 0, 64, "fav")}
</svg>
`;
}
