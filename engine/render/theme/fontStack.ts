import { DEFAULT_CSS, HOSTED_FONTS, type HostedFont } from "../../../schemas/settings.js";

export { HOSTED_FONTS, type HostedFont };

/** Headings are set in the primary font at this weight; the fallback's bold face is sized for it. */
export const HEADING_WEIGHT = 800;
export const BODY_WEIGHT = 400;
/**
 * The weights a font is hosted in: 300 to 900, as spec §9 says a site loads them. The styles ask for
 * 400 (the body) up to 900 (bold text inside an 800 heading); tests/unit/fontWeights.test.ts holds them
 * to this list. A weight no page uses costs nothing: its face is only downloaded when a page asks for it.
 */
export const FONT_WEIGHTS = [300, 400, 500, 600, 700, 800, 900] as const;

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
