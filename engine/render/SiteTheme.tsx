import { MantineProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import type { SiteSettings } from "../tenant/siteSettings.js";
import { buildTheme, type ThemeColors } from "./theme/buildTheme.js";

/** The document's colour scheme is fixed: the server writes `data-mantine-color-scheme="light"` on `<html>`. */
const NO_ROOT_ELEMENT = () => undefined;

/**
 * The tenant's Mantine theme (fonts and the eight colours of `settings.css`). Its CSS variables are
 * not rendered here: the page's stylesheet holds them, built once per theme (themeStylesheet). Mantine
 * would write the colour scheme on `<html>` again from each provider (every island has one) after it
 * mounts, twice: on an element that Mantine's styles select by that attribute, each write asks the
 * browser to restyle the page, so it is given no element to write on.
 */
export function SiteTheme({ css, colors, children }: { css: SiteSettings["css"]; colors: ThemeColors; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(css, colors), [css, colors]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" getRootElement={NO_ROOT_ELEMENT} withCssVariables={false} withGlobalClasses={false}>
      {children}
    </MantineProvider>
  );
}
