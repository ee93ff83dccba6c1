import type { CSSVariablesResolver } from "@mantine/core";
import type { SiteSettings } from "../../tenant/siteSettings.js";
import { accessiblePalette } from "./accessiblePalette.js";

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
