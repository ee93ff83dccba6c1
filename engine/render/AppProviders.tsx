import { MantineProvider } from "@mantine/core";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { buildTheme, siteCssVariables } from "./theme/buildTheme.js";
import { EngineProvider, type EngineContextValue } from "./EngineContext.js";

/** The provider tree shared by the server render and the browser, so both produce the same markup. */
export function AppProviders({ engine, queryClient, children }: { engine: EngineContextValue; queryClient: QueryClient; children: ReactNode }) {
  const css = engine.settings.css;
  const theme = useMemo(() => buildTheme(css), [css]);
  const variables = useMemo(() => siteCssVariables(css), [css]);
  return (
    <EngineProvider value={engine}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={variables}>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </EngineProvider>
  );
}
