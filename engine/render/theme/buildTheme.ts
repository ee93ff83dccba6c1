import { createTheme, type MantineThemeOverride } from "@mantine/core";
import type { SiteSettings } from "../../tenant/siteSettings.js";
import { LABEL_THRESHOLD } from "./labelThreshold.js";
import type { Shades } from "./colorShades.js";
import { fontStack, HEADING_WEIGHT, siteFonts } from "./fontStack.js";

/** The palettes of a site's theme, by Mantine colour name. */
export type ThemeColors = Record<string, Shades>;

/** Mantine theme from `settings.css` (the primary and secondary fonts) and the derived palettes. */
export function buildTheme(css: SiteSettings["css"], colors: ThemeColors): MantineThemeOverride {
  const { heading: primaryFont, body: secondaryFont } = siteFonts(css);
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    // Filled buttons and badges: a black or white label, whichever reaches 4.5:1 on the fill (see LABEL_THRESHOLD).
    autoContrast: true,
    luminanceThreshold: LABEL_THRESHOLD,
    fontFamily: fontStack(secondaryFont),
    headings: { fontFamily: fontStack(primaryFont), fontWeight: String(HEADING_WEIGHT) },
    defaultRadius: "md",
    colors,
  });
}
