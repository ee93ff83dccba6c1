import { createTheme, type CSSVariablesResolver, type MantineThemeOverride } from "@mantine/core";
import type { SiteSettings } from "../../tenant/siteSettings.js";
import { DEFAULT_CSS } from "../../tenant/siteSettings.js";
import { colorShades } from "./colorShades.js";
import { fontStack, HEADING_WEIGHT, siteFonts } from "./fontStack.js";

/** Mantine theme from `settings.css`: the primary and secondary fonts and the eight colours. */
export function buildTheme(css: SiteSettings["css"]): MantineThemeOverride {
  const { heading: primaryFont, body: secondaryFont } = siteFonts(css);
  return createTheme({
    primaryColor: "brand",
    primaryShade: 6,
    fontFamily: fontStack(secondaryFont),
    headings: { fontFamily: fontStack(primaryFont), fontWeight: String(HEADING_WEIGHT) },
    defaultRadius: "md",
    colors: {
      brand: colorShades(css.clr_primary, DEFAULT_CSS.clr_primary),
      accent: colorShades(css.clr_secondary, DEFAULT_CSS.clr_secondary),
      success: colorShades(css.clr_success, DEFAULT_CSS.clr_success),
      info: colorShades(css.clr_info, DEFAULT_CSS.clr_info),
      warning: colorShades(css.clr_warning, DEFAULT_CSS.clr_warning),
      danger: colorShades(css.clr_danger, DEFAULT_CSS.clr_danger),
    },
    other: { light: css.clr_light, dark: css.clr_dark },
  });
}

/** The eight settings colours as CSS variables, for site CSS that is not Mantine's. */
export function siteCssVariables(css: SiteSettings["css"]): CSSVariablesResolver {
  return () => ({
    variables: {
      "--site-clr-primary": css.clr_primary,
      "--site-clr-secondary": css.clr_secondary,
      "--site-clr-success": css.clr_success,
      "--site-clr-info": css.clr_info,
      "--site-clr-warning": css.clr_warning,
      "--site-clr-danger": css.clr_danger,
      "--site-clr-light": css.clr_light,
      "--site-clr-dark": css.clr_dark,
    },
    // Mantine's error red (red-6, 3.3:1 on white) is too light for the field errors a visitor must read
    // (WCAG AA asks 4.5:1); red-9 is 5.5:1.
    light: { "--mantine-color-error": "var(--mantine-color-red-9)" },
    dark: {},
  });
}
