import { convertCssVariables, deepMerge, DEFAULT_THEME, defaultCssVariablesResolver, em, keys, mergeMantineTheme, px } from "@mantine/core";
import type { SiteSettings } from "../../tenant/siteSettings.js";
import { buildTheme } from "./buildTheme.js";
import { siteCssVariables } from "./siteCssVariables.js";
import { themeColors } from "./themeColors.js";

/**
 * Mantine's default palettes no block or screen uses (they name brand, accent, success, info,
 * warning, danger, and red, green, blue, orange, yellow, gray, dark): their variables are left out of every
 * page's stylesheet. tests/unit/themeStylesheet.test.ts keeps this list honest.
 */
export const UNUSED_PALETTES = ["pink", "grape", "violet", "indigo", "cyan", "teal", "lime"] as const;
const UNUSED_VARIABLE = new RegExp(`^--mantine-color-(${UNUSED_PALETTES.join("|")})(-|$)`);

/**
 * Mantine's responsive helper classes (`hiddenFrom`, `visibleFrom`), which MantineProvider would
 * otherwise write into every page.
 */
function responsiveClasses(breakpoints: Record<string, string>): string {
  return keys(breakpoints)
    .map((breakpoint) => {
      const value = px(breakpoints[breakpoint]!) as number;
      const isPx = breakpoints[breakpoint]!.includes("px");
      const below = isPx ? `${value - 0.1}px` : em(value - 0.1);
      const from = isPx ? `${value}px` : em(value);
      return `@media (max-width: ${below}){.mantine-visible-from-${breakpoint}{display:none !important}}@media (min-width: ${from}){.mantine-hidden-from-${breakpoint}{display:none !important}}`;
    })
    .join("");
}

/**
 * The CSS variables of a tenant's theme (its fonts and colours over Mantine's defaults, light
 * scheme) as a stylesheet. Built once per theme and shipped in the page's stylesheet, instead of
 * the `<style>` MantineProvider would render into every page.
 */
export function themeStylesheet(css: SiteSettings["css"]): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, buildTheme(css, themeColors(css)));
  const merged = deepMerge(defaultCssVariablesResolver(theme), siteCssVariables(css)(theme));
  // The site forces the light scheme: its values go to :root and the dark ones are never needed.
  const all = { ...merged.variables, ...merged.light, "--mantine-color-scheme": "light" };
  const variables = { variables: Object.fromEntries(Object.entries(all).filter(([name]) => !UNUSED_VARIABLE.test(name))), light: {}, dark: {} };
  return `${convertCssVariables(variables, ":root")}${responsiveClasses(theme.breakpoints)}`;
}
