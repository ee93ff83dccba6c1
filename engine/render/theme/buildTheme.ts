import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from "@mantine/core";
import type { SiteSettings } from "../../tenant/siteSettings.js";
import { accessiblePalette, LABEL_THRESHOLD } from "./accessiblePalette.js";
import { fontStack, HEADING_WEIGHT, siteFonts } from "./fontStack.js";

/**
 * Mantine theme from `settings.css`: the primary and secondary fonts and the eight colours, as
 * accessiblePalette derives them (every text and UI pairing at WCAG 2.2 AA, whatever the settings say).
 */
export function buildTheme(css: SiteSettings["css"]): MantineThemeOverride {
  const { heading: primaryFont, body: secondaryFont } = siteFonts(css);
  const palette = accessiblePalette(css);
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    // Filled buttons and badges: a black or white label, whichever reaches 4.5:1 on the fill (see LABEL_THRESHOLD).
    autoContrast: true,
    luminanceThreshold: LABEL_THRESHOLD,
    fontFamily: fontStack(secondaryFont),
    headings: { fontFamily: fontStack(primaryFont), fontWeight: String(HEADING_WEIGHT) },
    defaultRadius: "md",
    colors: palette.colors,
    other: { light: palette.css.clr_light, dark: palette.css.clr_dark },
  });
}

/** The eight settings colours (as used) and the derived text colours as CSS variables, for site CSS that is not Mantine's. */
export function siteCssVariables(css: SiteSettings["css"]): CSSVariablesResolver {
  const { css: used, variables } = accessiblePalette(css);
  return () => ({
    variables: {
      "--site-clr-primary": used.clr_primary,
      "--site-clr-secondary": used.clr_secondary,
      "--site-clr-success": used.clr_success,
      "--site-clr-info": used.clr_info,
      "--site-clr-warning": used.clr_warning,
      "--site-clr-danger": used.clr_danger,
      "--site-clr-light": used.clr_light,
      "--site-clr-dark": used.clr_dark,
    },
    light: {
      ...variables,
      // Mantine's error red (red-6) is too light for the field errors a visitor must read; red-9 is the darkest.
      "--mantine-color-error": "var(--mantine-color-red-9)",
    },
    dark: {},
  });
}
