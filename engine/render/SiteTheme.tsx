import { MantineProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import type { SiteSettings } from "../tenant/siteSettings.js";
import { buildTheme, type ThemeColors } from "./theme/buildTheme.js";

/**
 * The tenant's Mantine theme (fonts and the eight colours of `settings.css`). Its CSS variables are
 * not rendered here: the page's stylesheet holds them, built once per theme (themeStylesheet).
 */
export function SiteTheme({ css, colors, children }: { css: SiteSettings["css"]; colors: ThemeColors; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(css, colors), [css, colors]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
