import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { EngineProvider, type EngineContextValue } from "./EngineContext.js";
import { SiteTheme } from "./SiteTheme.js";

/** The provider tree shared by the server render and the browser, so both produce the same markup. */
export function AppProviders({ engine, queryClient, children }: { engine: EngineContextValue; queryClient: QueryClient; children: ReactNode }) {
  return (
    <EngineProvider value={engine}>
      <QueryClientProvider client={queryClient}>
        <SiteTheme css={engine.settings.css} colors={engine.themeColors}>
          {children}
        </SiteTheme>
      </QueryClientProvider>
    </EngineProvider>
  );
}
