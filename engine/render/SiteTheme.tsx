import { MantineProvider } from "@mantine/core";
import { useMemo, type ReactNode } from "react";
import type { SiteSettings } from "../tenant/siteSettings.js";
import { buildTheme, siteCssVariables } from "./theme/buildTheme.js";

/** The tenant's Mantine theme (fonts and the eight colours of `settings.css`). */
export function SiteTheme({ css, children }: { css: SiteSettings["css"]; children: ReactNode }) {
  const theme = useMemo(() => buildTheme(css), [css]);
  const variables = useMemo(() => siteCssVariables(css), [css]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={variables}>
      {children}
    </MantineProvider>
  );
}
