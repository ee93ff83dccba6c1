import { DEFAULT_CSS, HOSTED_FONTS, type HostedFont } from "../../../schemas/settings.js";

export { HOSTED_FONTS, type HostedFont };

/** Headings are set in the primary font at this weight; the fallback's bold face is sized for it. */
export const HEADING_WEIGHT = 800;
export const BODY_WEIGHT = 400;
/**
 * The weights the site's styles ask of a font, and so the ones it is hosted in: the body's 400 up to
 * 900 (bold text inside an 800 heading). Nothing asks for less; tests/unit/fontWeights.test.ts holds
 * the styles to this list.
 */
export const FONT_WEIGHTS = [400, 500, 600, 700, 800, 900] as const;

/** The two fonts of a site: settings' ft_primary for headings, ft_secondary for the rest. */
export interface SiteFonts {
  heading: HostedFont;
  body: HostedFont;
}

export function hostedFont(name: string, fallback: HostedFont): HostedFont {
  return HOSTED_FONTS.find((font) => font.toLowerCase() === name.trim().toLowerCase()) ?? fallback;
}

/** The site's fonts from settings.css; a font the site does not host falls back to the default one. */
export function siteFonts(css: { ft_primary: string; ft_secondary: string }): SiteFonts {
  return { heading: hostedFont(css.ft_primary, DEFAULT_CSS.ft_primary), body: hostedFont(css.ft_secondary, DEFAULT_CSS.ft_secondary) };
}

/** URL path of the combined @font-face sheet (every weight of FONT_WEIGHTS) of a hosted font. */
export function fontSheetPath(font: HostedFont): string {
  return `/fonts/${font.toLowerCase().replace(/ /g, "-")}.css`;
}

/** Name of the local font scaled to `font`'s metrics, shown until the web font arrives. */
export function fallbackFamily(font: HostedFont): string {
  return `${font} Fallback`;
}

export function fontStack(font: HostedFont): string {
  return `"${font}", "${fallbackFamily(font)}", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
}
