import { createSwrCache } from "./createSwrCache.js";
import { applySettingsDefaults, type RawSettings, type SiteSettings } from "./siteSettings.js";
import { tenantHostCandidates } from "./tenantHostCandidates.js";

export interface TenantSettings {
  /** The settings host that answered, or the request host when none did. */
  host: string;
  /** False when no candidate host is known to the platform (defaults apply, so maintenance is on). */
  known: boolean;
  settings: SiteSettings;
}

export interface SettingsStoreOptions {
  /** Fetches the settings record of a host; resolves null when the platform does not know the host. */
  fetchSettings: (host: string) => Promise<RawSettings | null>;
  freshMs?: number;
  staleMs?: number;
  onError?: (host: string, error: unknown) => void;
}

export interface SettingsStore {
  resolve(requestHost: string | undefined): Promise<TenantSettings>;
  clear(): void;
}

/** Settings per host, cached with stale-while-revalidate; unknown local hosts fall back to demo. */
export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const cache = createSwrCache<string, RawSettings | null>({
    freshMs: options.freshMs ?? 30_000,
    staleMs: options.staleMs ?? 10 * 60_000,
    maxEntries: 500,
    load: options.fetchSettings,
  });

  return {
    async resolve(requestHost) {
      const candidates = tenantHostCandidates(requestHost);
      for (const host of candidates) {
        try {
          const raw = await cache.get(host);
          if (raw) return { host, known: true, settings: applySettingsDefaults(raw) };
        } catch (error) {
          // Failures are not cached: the next request asks again.
          options.onError?.(host, error);
        }
      }
      return { host: candidates[0]!, known: false, settings: applySettingsDefaults(null) };
    },
    clear: () => cache.clear(),
  };
}
