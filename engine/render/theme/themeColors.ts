import type { SiteSettings } from "../../tenant/siteSettings.js";
import { accessiblePalette } from "./accessiblePalette.js";
import type { ThemeColors } from "./buildTheme.js";

/**
 * The palettes accessiblePalette derives from `settings.css` (every text and UI pairing at WCAG 2.2 AA,
 * whatever the settings say). The server derives them and sends them with the page, so the browser
 * builds the same theme without the derivation's code.
 */
export function themeColors(css: SiteSettings["css"]): ThemeColors {
  return accessiblePalette(css).colors;
}
