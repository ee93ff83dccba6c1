import { createContext, useContext } from "react";
import type { ApiClient } from "../data/createApiClient.js";
import type { RouteTable } from "../layout/createRouteTable.js";
import type { LayoutManifest } from "../layout/LayoutManifest.js";
import type { SourceState } from "../data/SourceState.js";
import type { HtmlSanitizer } from "../html/HtmlSanitizer.js";
import type { Media } from "../media/createMedia.js";
import type { SiteSettings } from "../tenant/siteSettings.js";
import type { BlockRegistry } from "./createBlockRegistry.js";
import type { ThemeColors } from "./theme/buildTheme.js";

export interface EngineContextValue {
  api: ApiClient;
  /** Tenant id, used in query keys and form drafts. */
  tenant: string;
  settings: SiteSettings;
  /** The theme's palettes, derived from the settings' colours on the server (engine/render/theme/buildTheme.ts). */
  themeColors: ThemeColors;
  layout: LayoutManifest;
  /** The layout's routes: the page's own in full, the others once the route table has loaded. */
  routes: RouteTable;
  blocks: BlockRegistry;
  /** The deployment's media: every picture and media link resolves against its base. */
  media: Media;
  /** What cleans HTML from the API: the server names its own; in the browser, the window's (windowSanitizer). */
  sanitizer?: HtmlSanitizer;
  /** The origin the site names as its own in canonical and share tags (configured, on a public host). */
  origin: string;
  /**
   * In the browser, the state the server's HTML drew each source with, by query hash (serverSourceStates).
   * While the page hydrates, blocks draw these, and pending for a source the server did not have.
   */
  serverSources?: ReadonlyMap<string, SourceState>;
}

const EngineContext = createContext<EngineContextValue | null>(null);

export const EngineProvider = EngineContext.Provider;

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error("useEngine() needs an <EngineProvider> above it");
  return value;
}
