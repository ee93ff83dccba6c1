import type { QueryClient } from "@tanstack/react-query";
import type { RouteParams } from "../../layout/paramRules.js";
import type { BlockItem } from "../../layout/types.js";
import { AppProviders } from "../AppProviders.js";
import { BlockBody } from "../BlockRenderer.js";
import type { EngineContextValue } from "../EngineContext.js";
import { SiteNavigationProvider, type SiteNavigation } from "../navigation/siteNavigation.js";
import { RouteParamsProvider } from "../useRouteParams.js";

export interface BlockIslandProps {
  engine: EngineContextValue;
  queryClient: QueryClient;
  /** The address and the way to other pages: a fixed one on the server, the browser's navigator in it. */
  navigation: SiteNavigation;
  /** The route's own parameters (as the page gives its blocks). */
  params: RouteParams;
  item: BlockItem;
  /** The block's position on the page, and that of the block whose heading is the page's h1. */
  index: number;
  titleIndex: number;
  /** Called once the block runs (hydrated). */
  onReady?: () => void;
}

const nothing = () => undefined;

/**
 * A block a visitor can act on, as a React root of its own: the same providers and the same body as in
 * the page, so the server's HTML of it and the browser's first render agree. The rest of the page is
 * HTML that no code needs to start.
 */
export function BlockIsland({ engine, queryClient, navigation, params, item, index, titleIndex, onReady = nothing }: BlockIslandProps) {
  return (
    <AppProviders engine={engine} queryClient={queryClient}>
      <SiteNavigationProvider value={navigation}>
        <RouteParamsProvider value={params}>
          <BlockBody item={item} index={index} titleIndex={titleIndex} onReady={onReady} />
        </RouteParamsProvider>
      </SiteNavigationProvider>
    </AppProviders>
  );
}
