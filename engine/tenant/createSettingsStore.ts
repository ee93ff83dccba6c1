import { createSwrCache } from "./createSwrCache.js";
import { applySettingsDefaults, type RawSettings, type SiteSettings } from "./siteSettings.js";
import { tenantHostCandidates } from "./tenantHostCandidates.js";

export interface TenantSettings {
  /** The settings host that answered, or the request host when none did. */
  host: string;
  /** False when no candidate host is known to the platform (defaults apply, so maintenance is on). */
  known: boolean;
  /**
   * Why a host has no settings: the platform answered that it does not know it (`unknown`: not a
   * site of ours), or it could not be asked and nothing was saved (`unavailable`: maintenance).
   */
  missing?: "unknown" | "unavailable";
  settings: SiteSettings;
}

/** Where the last settings a host answered with are kept across restarts (a file under DATA_DIR on the server). */
export interface LastGoodSettings {
  read(host: string): RawSettings | undefined;
  write(host: string, settings: RawSettings): void;
}

export interface SettingsStoreOptions {
  /** Fetches the settings record of a host; resolves null when the platform does not know the host. */
  fetchSettings: (host: string) => Promise<RawSettings | null>;
  freshMs?: number;
  staleMs?: number;
  /** After a failed fetch, a host's settings are not asked for again for this long (negative cache). */
  failureMs?: number;
  lastGood?: LastGoodSettings;
  onError?: (host: string, error: unknown) => void;
  now?: () => number;
}

export interface SettingsStore {
  resolve(requestHost: string | undefined): Promise<TenantSettings>;
  /** Forgets what is cached for these hosts (their site changed): the next page asks again. */
  forget(hosts: readonly string[]): void;
  /** Drops the settings past their stale time, and failures past their pause (a timer calls it). */
  sweep(): void;
  clear(): void;
}

/**
 * Settings per host, cached with stale-while-revalidate; unknown local hosts fall back to demo.
 * When the platform fails (down, slow past its time-out), the host is not asked again for
 * `failureMs`, no further candidate is tried (it would wait as long), and the last good settings
 * serve the site: maintenance only when the settings say so, or when a host never had any.
 */
export function createSettingsStore(options: SettingsStoreOptions): SettingsStore {
  const now = options.now ?? Date.now;
  const failureMs = options.failureMs ?? 10_000;
  const failedUntil = new Map<string, number>();
  const saved = new WeakSet<RawSettings>();
  const cache = createSwrCache<string, RawSettings | null>({
    freshMs: options.freshMs ?? 30_000,
    staleMs: options.staleMs ?? 10 * 60_000,
    maxEntries: 500,
    // A record is a few kilobytes; a flood of hosts the platform does not know stores a null each.
    maxBytes: 4 * 1024 * 1024,
    sizeOf: (raw) => (raw ? JSON.stringify(raw).length : 16),
    load: options.fetchSettings,
    now,
  });

  const found = (host: string, raw: RawSettings): TenantSettings => ({ host, known: true, settings: applySettingsDefaults(raw) });

  return {
    async resolve(requestHost) {
      const candidates = tenantHostCandidates(requestHost);
      let outage = false;
      for (const host of candidates) {
        if ((failedUntil.get(host) ?? 0) > now()) {
          outage = true;
          break;
        }
        try {
          const raw = await cache.get(host);
          if (raw) {
            // The cache hands out one object per load: only a newly loaded one is compared and saved.
            if (!saved.has(raw)) {
              options.lastGood?.write(host, raw);
              saved.add(raw);
            }
            return found(host, raw);
          }
        } catch (error) {
          options.onError?.(host, error);
          if (failedUntil.size >= 500) failedUntil.delete(failedUntil.keys().next().value!);
          failedUntil.set(host, now() + failureMs);
          outage = true;
          break;
        }
      }
      if (outage) {
        for (const host of candidates) {
          const saved = options.lastGood?.read(host);
          if (saved) return found(host, saved);
        }
      }
      return { host: candidates[0]!, known: false, missing: outage ? "unavailable" : "unknown", settings: applySettingsDefaults(null) };
    },
    sweep() {
      cache.sweep();
      for (const [host, until] of failedUntil) if (until <= now()) failedUntil.delete(host);
    },
    forget(hosts) {
      for (const host of hosts) {
        cache.delete(host);
        failedUntil.delete(host);
      }
    },
    clear: () => {
      cache.clear();
      failedUntil.clear();
    },
  };
}
