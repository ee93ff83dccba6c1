import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RouteParams } from "../../layout/paramRules.js";
import { AppProviders } from "../AppProviders.js";
import { useEngine, type EngineContextValue } from "../EngineContext.js";
import { SiteNavigationProvider, type SiteNavigation } from "../navigation/siteNavigation.js";
import { RouteParamsProvider } from "../useRouteParams.js";
import type { PartIslandState } from "./partIslandClaims.js";

export interface PartIslandProps {
  engine: EngineContextValue;
  queryClient: QueryClient;
  navigation: SiteNavigation;
  params: RouteParams;
  part: Pick<PartIslandState, "type" | "part" | "props">;
  /** Called once the part runs (hydrated). */
  onReady?: () => void;
}

const nothing = () => undefined;

function PartBody({ part: { type, part, props }, onReady }: { part: PartIslandProps["part"]; onReady: () => void }) {
  const { blocks } = useEngine();
  useEffect(onReady, [onReady]);
  const Part = blocks.loaded(type)?.lazyParts?.[part];
  // The page loads the block's code and the part's before it starts the part.
  if (!Part) throw new Error(`Block '${type}' has no lazy part '${part}' loaded: its island cannot start`);
  return <Part.Island {...props} />;
}

/**
 * A lazy part a visitor acts on (a class list's filter bar), as a React root of its own, while its
 * block stays the server's HTML: the same providers on the server and in the browser, so that the two
 * renders agree, and nothing of the block's own code or data.
 */
export function PartIsland({ engine, queryClient, navigation, params, part, onReady = nothing }: PartIslandProps) {
  return (
    <AppProviders engine={engine} queryClient={queryClient}>
      <SiteNavigationProvider value={navigation}>
        <RouteParamsProvider value={params}>
          <PartBody part={part} onReady={onReady} />
        </RouteParamsProvider>
      </SiteNavigationProvider>
    </AppProviders>
  );
}
