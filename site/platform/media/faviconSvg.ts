import { markSvg } from "./markSvg.js";

export interface FaviconInput {
  readonly brand: string;
  readonly primary: string;
  readonly font: string;
}

export function faviconSvg(input: FaviconInput): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
${markSvg(input.brand, input.primary, input.font, 0, 0, 64, "fav")}
</svg>
`;
}
