import { createContext, useContext } from "react";
import type { ApiClient } from "../data/createApiClient.js";
import type { ResolvedLayout } from "../layout/ResolvedLayout.js";
import type { SiteSettings } from "../tenant/siteSettings.js";
import type { BlockDefinition } from "./BlockDefinition.js";

export interface EngineContextValue {
  api: ApiClient;
  /** Tenant id, used in query keys and form drafts. */
  tenant: string;
  settings: SiteSettings;
  layout: ResolvedLayout;
  blocks: ReadonlyMap<string, BlockDefinition>;
}

const EngineContext = createContext<EngineContextValue | null>(null);

export const EngineProvider = EngineContext.Provider;

export function useEngine(): EngineContextValue {
  const value = useContext(EngineContext);
  if (!value) throw new Error("useEngine() needs an <EngineProvider> above it");
  return value;
}
