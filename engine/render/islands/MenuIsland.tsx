import type { QueryClient } from "@tanstack/react-query";
import { AppProviders } from "../AppProviders.js";
import type { EngineContextValue } from "../EngineContext.js";
import { SiteNavigationProvider, type SiteNavigation } from "../navigation/siteNavigation.js";
import { MobileMenu } from "../shell/MobileMenu.js";

export interface MenuIslandProps {
  engine: EngineContextValue;
  queryClient: QueryClient;
  navigation: SiteNavigation;
  opened: boolean;
  onClose(): void;
}

/**
 * The phone menu of a page whose header is HTML: a root of its own, rendered (not hydrated) the first
 * time a visitor opens the menu, with the layout's links and call to action.
 */
export function MenuIsland({ engine, queryClient, navigation, opened, onClose }: MenuIslandProps) {
  const header = engine.layout.shell.header ?? {};
  return (
    <AppProviders engine={engine} queryClient={queryClient}>
      <SiteNavigationProvider value={navigation}>
        <MobileMenu opened={opened} onClose={onClose} title={engine.settings.title} nav={header.nav ?? []} cta={header.cta} />
      </SiteNavigationProvider>
    </AppProviders>
  );
}
